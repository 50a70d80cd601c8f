import { ApiError, errorText } from '../../api/apiError';
import type { TFunction } from '../../i18n/translator';
import type { ImportIssue } from '../../queries/imports';

/** A column's name in the interface language. */
export const fieldLabel = (t: TFunction, key: string) => t(`imports.fields.${key}`, { defaultValue: key });

/** One problem of a row in the interface language; the server's English text when the code is new. */
export function issueText(t: TFunction, issue: ImportIssue): string {
  const params = { ...issue.params };
  if (typeof params.by === 'string')
    params.by = t(`imports.found_by.${params.by}`, { defaultValue: params.by });
  return t(`imports.issues.${issue.code}`, { ...params, defaultValue: issue.message });
}

/**
 * Why an upload was refused: the server names the problem as `file: <code>` (or `type: needs_…`),
 * which the interface says in its own words; anything else is shown as the server said it.
 */
export function uploadErrorText(t: TFunction, error: unknown): string {
  const reason = error instanceof ApiError ? error.errors[0]?.match(/^(file|type): (\w+)$/) : null;
  if (reason) {
    const key = `imports.file_problems.${reason[2]}`;
    const text = t(key, { defaultValue: '' });
    if (text) return text;
  }
  return errorText(error);
}

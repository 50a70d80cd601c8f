import { ApiError, errorLines, errorText } from './apiError';

export type Failure = {
  /** The text after 'field:' of each server error that names one of the form's fields. */
  fields: Record<string, string>;
  /** What no field shows: the whole error text, or null when every error sits under its field. */
  alert: string | null;
};

const noFailure: Failure = { fields: {}, alert: null };

/**
 * Splits a failed call's 'field: text' errors onto the form's fields; anything else becomes one alert. A field
 * in `nested` (a text per language) also takes its parts' errors, under their paths (`name.en`).
 */
export function describeFailure(
  error: unknown,
  fields: readonly string[],
  nested: readonly string[] = [],
): Failure {
  if (!error) return noFailure;
  const errors = error instanceof ApiError ? errorLines(error) : [];
  const matched: Record<string, string> = {};
  let unmatched = errors.length === 0;
  for (const line of errors) {
    const colon = line.indexOf(':');
    const field = colon > 0 ? line.slice(0, colon).trim() : '';
    const known = fields.includes(field) || nested.some((name) => field.startsWith(`${name}.`));
    if (known && !(field in matched)) matched[field] = line.slice(colon + 1).trim();
    else unmatched = true;
  }
  return { fields: matched, alert: unmatched ? errorText(error) : null };
}

/**
 * A link the server no longer accepts: used up or expired (410), or a malformed token (400 when the token
 * is in the path; 422 when `tokenOnlyBody`, i.e. the token is the request body's only field).
 */
export function isDeadLink(error: unknown, tokenOnlyBody = false): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 410 || error.status === 400 || (tokenOnlyBody && error.status === 422);
}

export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

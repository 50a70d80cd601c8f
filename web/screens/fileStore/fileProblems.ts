import { errorText } from '../../api/apiError';
import type { TFunction } from '../../i18n/translator';

const problems = ['empty', 'too_large', 'type_not_allowed', 'content_mismatch', 'web_page', 'svg_script'];

/**
 * Why the server refused a file: in English its own sentence (it names the file and what was found),
 * in another language the problem's text, then the server's sentence for the details.
 */
export function fileProblemText(t: TFunction, error: unknown, language: string): string {
  const errors = (error as { errors?: unknown })?.errors;
  const code = Array.isArray(errors)
    ? String(errors.find((entry) => String(entry).startsWith('file: ')) ?? '').slice('file: '.length)
    : '';
  const message = (error as { message?: unknown })?.message;
  if (problems.includes(code) && language !== 'en')
    return typeof message === 'string' && message
      ? `${t(`file_store.problems.${code}`)}\n${message}`
      : t(`file_store.problems.${code}`);
  return errorText(error);
}

/** 12 kB, 3.4 MB in the reader's language (кБ, МБ in Russian). */
export const formatSize = (bytes: number, language: string) =>
  bytes < 1024 * 1024
    ? new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        Math.max(1, bytes / 1024),
      )
    : new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        bytes / 1024 / 1024,
      );

export { formatDate } from '../../components/periods/periodDates';

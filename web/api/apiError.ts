/** A refused field's reason as a code with values (server/http/messageCodes), worded by server_messages.<code>. */
export type ErrorDetail = { field?: string; code: string; params?: Record<string, string | number> };

export type ErrorPayload = {
  status?: number;
  error?: string;
  message?: string;
  errors?: string[];
  details?: ErrorDetail[];
};

const isDetail = (value: unknown): value is ErrorDetail =>
  typeof (value as ErrorDetail | null)?.code === 'string';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: string[];
  readonly details: ErrorDetail[];
  constructor(status: number, payload: ErrorPayload | null) {
    super(payload?.message ?? '');
    this.status = status;
    this.code = payload?.error ?? 'unknown_error';
    this.errors = Array.isArray(payload?.errors) ? payload.errors.map(String) : [];
    this.details = Array.isArray(payload?.details) ? payload.details.filter(isDetail) : [];
  }
}

/** The main app's translator; the light poll page sets none (it words its own failures). */
type ErrorTranslation = {
  language: () => string;
  translate: (key: string, values?: Record<string, string | number>) => string | null;
};
let translation: ErrorTranslation | null = null;

export function setErrorTranslation(next: ErrorTranslation | null): void {
  translation = next;
}

/**
 * An error's sentence in the person's language. The server writes its messages in English: on an
 * English screen its message (the most exact) is shown; on any other the text of the error's code
 * (server_errors.codes.<code>), with the server's message only where the code has no text. With no message
 * at all: `fallbackKey`'s text, else the spec's own English words.
 */
export function errorMessage(
  error: unknown,
  fallbackKey = 'server_errors.caught',
  fallback = 'Error caught',
): string {
  const source = error as (Partial<ErrorPayload> & { code?: string }) | null | undefined;
  const code = source?.code ?? source?.error;
  const message = typeof source?.message === 'string' ? source.message : '';
  const translate = (key: string) => translation?.translate(key) ?? null;
  if (translation && translation.language() !== 'en' && typeof code === 'string') {
    const text = translate(`server_errors.codes.${code}`);
    if (text) return text;
  }
  return message || translate(fallbackKey) || fallback;
}

/**
 * An error's `field: reason` lines in the person's language: in English the server's own (the most exact);
 * in any other language each detail's code worded by server_messages.<code> with its values (a reason with
 * no text there, or uncoded and about no field, as the server wrote it).
 */
export function errorLines(error: unknown): string[] {
  const source = error as Partial<ErrorPayload> | null | undefined;
  const errors = Array.isArray(source?.errors) ? source.errors.map(String) : [];
  const details = Array.isArray(source?.details) ? source.details.filter(isDetail) : [];
  if (!translation || translation.language() === 'en' || details.length !== errors.length) return errors;
  return details.map((detail, index) => {
    // A reason the server has no code for, about no field (a row of an upload), says more as written.
    if (detail.code === 'invalid' && !detail.field) return errors[index];
    const reason = translation?.translate(`server_messages.${detail.code}`, detail.params);
    if (!reason) return errors[index];
    return detail.field ? `${detail.field}: ${reason}` : reason;
  });
}

/** Spec §8 error display: the message or 'Error caught' (in the person's language), then the errors array. */
export function errorText(error: unknown): string {
  return [errorMessage(error), ...errorLines(error)].join('\n');
}

export type ErrorPayload = { status?: number; error?: string; message?: string; errors?: string[] };

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: string[];
  constructor(status: number, payload: ErrorPayload | null) {
    super(payload?.message ?? '');
    this.status = status;
    this.code = payload?.error ?? 'unknown_error';
    this.errors = Array.isArray(payload?.errors) ? payload.errors.map(String) : [];
  }
}

/** The main app's translator; the light poll page sets none (it words its own failures). */
type ErrorTranslation = { language: () => string; translate: (key: string) => string | null };
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

/** Spec §8 error display: the message or 'Error caught' (in the person's language), then the errors array. */
export function errorText(error: unknown): string {
  const source = error as Partial<ErrorPayload> | null | undefined;
  const errors = Array.isArray(source?.errors) ? source.errors.map(String) : [];
  return [errorMessage(error), ...errors].join('\n');
}

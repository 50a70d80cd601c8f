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

/** Spec §8 error display: the message or 'Error caught', then the errors array, one per line. */
export function errorText(error: unknown): string {
  const source = error as Partial<ErrorPayload> | null | undefined;
  const message = typeof source?.message === 'string' && source.message ? source.message : 'Error caught';
  const errors = Array.isArray(source?.errors) ? source.errors.map(String) : [];
  return [message, ...errors].join('\n');
}

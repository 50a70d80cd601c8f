export const errorStatuses = {
  bad_request: 400,
  malformed_json: 400,
  token_not_provided: 401,
  token_invalid: 401,
  token_expired: 401,
  token_blacklisted: 401,
  unauthorized: 401,
  forbidden: 403,
  developer_mode_off: 403,
  not_found: 404,
  conflict: 409,
  link_expired: 410,
  payload_too_large: 413,
  validation_failed: 422,
  rate_limited: 429,
  /** An account too many new browsers guessed at opens only to its known ones (README "Sign-in limits"). */
  known_device_required: 429,
  internal_error: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatuses;

/** The one error type of the API: a code (which fixes the HTTP status), a readable message and field errors. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: string[],
  ) {
    super(message);
    this.status = errorStatuses[code];
  }
}

export type ErrorBody = { status: number; error: string; message: string; errors?: string[] };

export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { status: error.status, error: error.code, message: error.message };
  if (error.errors?.length) body.errors = error.errors;
  return body;
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);

/** A refusal about one field: `field: reason` is both the message and the one entry of errors. */
export function fieldError(fieldAndReason: string, code: ErrorCode = 'validation_failed'): AppError {
  return new AppError(code, fieldAndReason, [fieldAndReason]);
}

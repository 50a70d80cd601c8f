import {
  detailOfLine,
  type ErrorDetail,
  englishReason,
  type MessageCode,
  type MessageParams,
} from './messageCodes';

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

/**
 * The one error type of the API: a code (which fixes the HTTP status), a readable message, field errors in
 * English and, for each, its reason's code and values (`details`, read from the errors' words unless given).
 */
export class AppError extends Error {
  readonly status: number;
  readonly details?: ErrorDetail[];
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: string[],
    details?: ErrorDetail[],
  ) {
    super(message);
    this.status = errorStatuses[code];
    this.details = details ?? errors?.map(detailOfLine);
  }
}

export type ErrorBody = {
  status: number;
  error: string;
  message: string;
  errors?: string[];
  details?: ErrorDetail[];
};

export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { status: error.status, error: error.code, message: error.message };
  if (error.errors?.length) body.errors = error.errors;
  if (error.details?.length) body.details = error.details;
  return body;
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);

/** A refusal about one field: `field: reason` is both the message and the one entry of errors. */
export function fieldError(fieldAndReason: string, code: ErrorCode = 'validation_failed'): AppError {
  return new AppError(code, fieldAndReason, [fieldAndReason]);
}

/** A refusal about one field whose reason has values: said in English and sent with its code and values. */
export function fieldRefusal(
  field: string,
  reason: MessageCode,
  params: MessageParams,
  code: ErrorCode = 'validation_failed',
): AppError {
  const line = `${field}: ${englishReason(reason, params)}`;
  return new AppError(code, line, [line], [{ field, code: reason, params }]);
}

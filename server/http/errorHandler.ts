import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from './errors';
import { issueReason } from './zodIssueReasons';

/** The message of a body whose content type the route does not read. */
export const unsupportedContentType = 'Unsupported content type';

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body',
      issue,
    }));
    const errors = issues.map(({ field, issue }) => `${field}: ${issue.message}`);
    const inBody = error.validationContext === 'body';
    return new AppError(
      inBody ? 'validation_failed' : 'bad_request',
      `Invalid ${error.validationContext ?? 'request'}: ${errors.join('; ')}`,
      errors,
      issues.map(({ field, issue }) => ({ field, ...issueReason(issue) })),
    );
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('malformed_json', 'The request body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('bad_request', unsupportedContentType);
  }
  if (error instanceof SyntaxError)
    return new AppError('malformed_json', 'The request body is not valid JSON');
  if (error.statusCode === 429) return new AppError('rate_limited', error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('bad_request', error.message);
  }
  return new AppError('internal_error', 'Something went wrong on our side. Please try again.');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    reply.status(appError.status).send(errorBody(appError));
  });
}

import { ApiError, errorMessage } from '../../api/apiError';
import { ClassNotFoundAfterCreate } from '../../queries/classes';

/**
 * Spec §8: a failed class create or update shows the server's message, else 'An error occurred!' —
 * both in the person's language (errorMessage).
 */
export function classSaveError(error: unknown): string {
  if (error instanceof ClassNotFoundAfterCreate) return error.message;
  return errorMessage(
    error instanceof ApiError ? error : null,
    'server_errors.occurred',
    'An error occurred!',
  );
}

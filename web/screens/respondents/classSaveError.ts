import { ApiError } from '../../api/apiError';
import { ClassNotFoundAfterCreate } from '../../queries/classes';

/** Spec §8: a failed class create or update shows the server's message, else 'An error occurred!'. */
export function classSaveError(error: unknown): string {
  if (error instanceof ClassNotFoundAfterCreate) return error.message;
  if (error instanceof ApiError && error.message) return error.message;
  return 'An error occurred!';
}

import { ApiError } from '../../api/apiError';

/**
 * The server's refusals are in English: the respondent reads them in the poll's language instead
 * (a key, translated where it is shown, so a language switch re-reads it).
 */
export function codeFailureKey(failure: unknown): string {
  const status = failure instanceof ApiError ? failure.status : 0;
  if (status === 404) return 'poll.code.wrong';
  if (status === 409) return 'poll.code.used';
  if (status === 429) return 'poll.code.too_many';
  return 'poll.code.failed';
}

/**
 * Why the answers could not be sent: a closed or already filled-in survey (409), or anything else.
 * A key, so that the message follows the poll's language when the respondent switches it.
 */
export function sendFailureKey(failure: ApiError): string {
  return failure.status === 409 ? 'poll.send_failed.conflict' : 'poll.send_failed.other';
}

/** After Next finds unanswered questions: the first of them comes into view with its focus. */
export function focusFirstProblem(root: HTMLElement | null): void {
  const field = root?.querySelector('.poll-error')?.closest('.poll-field');
  // In a grid, the first row the error is about rather than the grid's first row.
  const input =
    field?.querySelector<HTMLElement>('[aria-invalid="true"] input') ??
    field?.querySelector<HTMLElement>('input, textarea');
  if (!field || !input) return;
  input.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'center' });
}

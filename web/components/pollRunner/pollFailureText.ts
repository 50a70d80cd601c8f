import { ApiError } from '../../api/apiError';

type Translate = (key: string) => string;

/** The server's refusals are in English: the respondent reads them in the poll's language instead. */
export function codeFailureText(failure: unknown, t: Translate): string {
  const status = failure instanceof ApiError ? failure.status : 0;
  if (status === 404) return t('poll.code.wrong');
  if (status === 409) return t('poll.code.used');
  if (status === 429) return t('poll.code.too_many');
  return t('poll.code.failed');
}

/** Why the answers could not be sent: a closed or already filled-in survey (409), or anything else. */
export function sendFailureText(failure: ApiError, t: Translate): string {
  return t(failure.status === 409 ? 'poll.send_failed.conflict' : 'poll.send_failed.other');
}

/** After Next finds unanswered questions: the first of them comes into view with its focus. */
export function focusFirstProblem(root: HTMLElement | null): void {
  const field = root?.querySelector('.poll-error')?.closest('.poll-field');
  const input = field?.querySelector<HTMLElement>('input, textarea');
  if (!field || !input) return;
  input.focus({ preventScroll: true });
  field.scrollIntoView?.({ block: 'center' });
}

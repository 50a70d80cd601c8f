/** What the sender records for a mail when no SMTP server is set up (SMTP_URL): it stays in the outbox. */
export const notConfiguredResponse = 'No SMTP server is configured; the mail is in the outbox';

/**
 * Why a campaign mail failed, so the screens can say it in the reader's language (the SMTP server's own
 * answer is English, or whatever language that server speaks): no server set up, the server refused the
 * address or the mail for good (5xx), refused it for now (4xx), or could not be reached at all.
 */
export type MailFailureReason = 'not_configured' | 'refused' | 'deferred' | 'unreachable';

export function mailFailureReason(response: string): MailFailureReason {
  if (response.startsWith(notConfiguredResponse)) return 'not_configured';
  const code = /^\s*([45])\d\d\b/.exec(response);
  if (code) return code[1] === '5' ? 'refused' : 'deferred';
  return 'unreachable';
}

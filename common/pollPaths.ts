/**
 * Where a respondent opens a poll (spec §2); the server answers these with the light poll page.
 * A public or class link is handed out as /p/{poll_url}: pupils should not read "teacher" in it; the
 * spec's /teacher/poll/{poll_url} keeps working for links already given. /kods is where a pupil holding
 * only a printed code types it: one short address, the same in every language.
 */
export type PollPath =
  | { kind: 'identified'; pollId: string; identityId: string }
  | { kind: 'link'; pollUrl: string }
  | { kind: 'code' };

export const codeEntryPath = '/kods';
const codePath = /^\/kods\/?$/i;

const identifiedPath = /^\/(?:student|school\/teacher)\/poll\/([^/]+)\/([^/]+)\/?$/;
const linkPath = /^\/(?:teacher\/poll|p)\/([^/]+)\/?$/;

/** The address a public or class link is handed out as. */
export const pollLinkPath = (pollUrl: string) => `/p/${encodeURIComponent(pollUrl)}`;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function matchPollPath(pathname: string): PollPath | null {
  if (codePath.test(pathname)) return { kind: 'code' };
  const identified = identifiedPath.exec(pathname);
  if (identified) {
    const [pollId, identityId] = [decode(identified[1]), decode(identified[2])];
    return pollId && identityId ? { kind: 'identified', pollId, identityId } : null;
  }
  const link = linkPath.exec(pathname);
  const pollUrl = link ? decode(link[1]) : null;
  return pollUrl ? { kind: 'link', pollUrl } : null;
}

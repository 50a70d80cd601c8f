import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { matchPollPath, pollLinkPath } from '../../../common/pollPaths';
import { hashSecret } from '../../auth/secrets';
import type { Db } from '../../db/client';
import { type CustomLinkTarget, organizations, polls, resultShareLinks } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { sharedResultsPath } from '../results/shareLinks';

export type ResolvedTarget = {
  target: CustomLinkTarget;
  pollId: number | null;
  organizationId: number | null;
  resultShareLinkId: number | null;
  sharePath: string | null;
};

const none = { pollId: null, organizationId: null, resultShareLinkId: null, sharePath: null };
const unknownTarget = () =>
  fieldError(
    'target: is not a public or class poll link, an organisation page or a results share link of this app',
  );

function pathOf(address: string): string {
  try {
    return new URL(address.trim(), 'http://x').pathname.replace(/\/+$/, '') || '/';
  } catch {
    throw unknownTarget();
  }
}

/**
 * What a custom link leads to, from the address an admin pastes: a poll's public or class link
 * (/p/{poll_url} or /teacher/poll/{poll_url}; a class link still asks for a code or a sign-in), a results
 * share link (/results/shared/{token}) or an organisation page (/{org_name}); not a campaign's invitation
 * link, which goes to each recipient with their own code. The target must exist now.
 */
export async function resolveCustomLinkTarget(db: Db, address: string): Promise<ResolvedTarget> {
  const path = pathOf(address);
  const poll = matchPollPath(path);
  if (poll?.kind === 'link') {
    const [row] = await db
      .select({ id: polls.id })
      .from(polls)
      .where(and(eq(polls.urlToken, poll.pollUrl), inArray(polls.kind, ['public_link', 'class_link'])));
    if (!row) throw unknownTarget();
    return { ...none, target: 'poll', pollId: row.id };
  }
  const shared = /^\/results\/shared\/([^/]+)$/.exec(path);
  if (shared) {
    const token = decodeURIComponent(shared[1]);
    const [row] = await db
      .select({ id: resultShareLinks.id })
      .from(resultShareLinks)
      .where(and(eq(resultShareLinks.tokenHash, hashSecret(token)), isNull(resultShareLinks.revokedAt)));
    if (!row) throw unknownTarget();
    return {
      ...none,
      target: 'results_share',
      resultShareLinkId: row.id,
      sharePath: sharedResultsPath(token),
    };
  }
  const orgSlug = /^\/([^/]+)$/.exec(path)?.[1];
  if (orgSlug) {
    const [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.slug, decodeURIComponent(orgSlug)), ne(organizations.type, 'solo')));
    if (row) return { ...none, target: 'organization', organizationId: row.id };
  }
  throw unknownTarget();
}

/** Where a custom link sends the browser, from its row and the joined poll token or organisation slug. */
export function customLinkDestination(row: {
  target: CustomLinkTarget;
  pollUrl: string | null;
  organizationSlug: string | null;
  sharePath: string | null;
}): string | null {
  if (row.target === 'poll') return row.pollUrl ? pollLinkPath(row.pollUrl) : null;
  if (row.target === 'organization') {
    return row.organizationSlug ? `/${encodeURIComponent(row.organizationSlug)}` : null;
  }
  return row.sharePath;
}

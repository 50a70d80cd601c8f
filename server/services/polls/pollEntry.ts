import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { readWithAnySecret } from '../../auth/secretRotation';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { classes, classStudents, groupMembers, groups } from '../../db/schema';
import { accessCodes, polls, surveyPeriods, type surveyVersions } from '../../db/schema/surveys';
import { AppError, notFound } from '../../http/errors';
import { readPollPass } from './pollPass';
import { recentRead } from './recentPolls';
import { surveyVersionById } from './surveyVersionCache';

/** Who is answering which period, and where they stood when they started. */
export type PollEntry = {
  poll: typeof polls.$inferSelect;
  period: typeof surveyPeriods.$inferSelect;
  version: typeof surveyVersions.$inferSelect;
  /** Keyed hash naming the respondent, to resume and to refuse a second response; null for public links. */
  respondentKey: string | null;
  /** The same made with the older token secrets of a rotation: answers begun before it are still theirs. */
  formerRespondentKeys?: string[];
  identityId: number | null;
  accessCodeId: number | null;
  classId: number | null;
  grade: number | null;
  groupIds: number[];
};

const keyFor = (secret: string, what: string) =>
  createHmac('sha256', secret).update(`respondent:${what}`).digest('base64url');

/** The respondent's key with the newest token secret, and with the older ones of a rotation. */
const respondentKeys = (secrets: string[], what: string) => ({
  respondentKey: keyFor(secrets[0], what),
  formerRespondentKeys: secrets.slice(1).map((secret) => keyFor(secret, what)),
});

/**
 * Saves take `recent` reads (up to a second old, see recentPolls.ts): the save statement re-checks
 * the period and the access code itself. Opening a poll always reads afresh.
 */
export type EntryRead = { recent: boolean };
const fresh: EntryRead = { recent: false };

async function loadPoll(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ poll: polls, period: surveyPeriods })
    .from(polls)
    .innerJoin(surveyPeriods, eq(surveyPeriods.id, polls.periodId))
    .where(where);
  const version = row && (await surveyVersionById(db, row.period.surveyVersionId));
  return row && version ? { ...row, version } : null;
}

async function classPlace(db: Db, classId: number | null) {
  if (!classId) return { classId: null, grade: null };
  const [row] = await db.select({ grade: classes.grade }).from(classes).where(eq(classes.id, classId));
  return { classId, grade: row?.grade ?? null };
}

/** An identified poll opens only for the identity it was made for (spec: /student/poll/{poll}/{identity}). */
export async function identifiedEntry(
  db: Db,
  secrets: string[],
  claims: TokenClaims,
  pollId: number,
  identityId: number,
  read: EntryRead = fresh,
): Promise<PollEntry> {
  const load = () =>
    loadPoll(db, and(eq(polls.id, pollId), eq(polls.kind, 'identified')) as ReturnType<typeof eq>);
  const row = await (read.recent ? recentRead(db, `identified:${pollId}`, load) : load());
  if (!row || row.poll.identityId !== identityId || claims.identityId !== identityId) throw notFound('Poll');
  const [seat] = await db
    .select({ classId: classStudents.classId })
    .from(classStudents)
    .where(eq(classStudents.identityId, identityId));
  const memberships = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.identityId, identityId), isNull(groups.archivedAt)));
  return {
    ...row,
    ...respondentKeys(secrets, `identity:${row.period.id}:${identityId}`),
    identityId,
    accessCodeId: null,
    ...(await classPlace(db, seat?.classId ?? null)),
    groupIds: memberships.map((m) => m.groupId),
  };
}

/** A public link: anyone with the link answers, anonymously. */
const anonymousPlace = {
  respondentKey: null,
  identityId: null,
  accessCodeId: null,
  classId: null,
  grade: null,
  groupIds: [],
};

export async function publicEntry(db: Db, urlToken: string, read: EntryRead = fresh): Promise<PollEntry> {
  const load = () =>
    loadPoll(db, and(eq(polls.urlToken, urlToken), eq(polls.kind, 'public_link')) as ReturnType<typeof eq>);
  const row = await (read.recent ? recentRead(db, `public:${urlToken}`, load) : load());
  if (!row) throw notFound('Poll');
  return { ...row, ...anonymousPlace };
}

/** What /teacher/poll/{token} opens: a public link, or a class link that asks for an access code first. */
export async function linkEntry(db: Db, urlToken: string): Promise<PollEntry> {
  const row = await loadPoll(db, eq(polls.urlToken, urlToken));
  if (!row) throw notFound('Poll');
  return { ...row, ...anonymousPlace, ...(await classPlace(db, row.poll.classId)) };
}

/** A class link entered with an access code: the pass names the code, which stands for one student. */
export async function passEntry(
  db: Db,
  secrets: string[],
  pass: string | undefined,
  read: EntryRead = fresh,
): Promise<PollEntry> {
  const given = pass ? readWithAnySecret(secrets, (secret) => readPollPass(secret, pass)) : null;
  if (!given) throw new AppError('unauthorized', 'The access code has expired; please enter it again');
  const { pollId, codeId } = given;
  const load = async () => {
    const row = await loadPoll(db, eq(polls.id, pollId));
    return row && { ...row, ...(await classPlace(db, row.poll.classId)) };
  };
  const row = await (read.recent ? recentRead(db, `class-link:${pollId}`, load) : load());
  // A recent read leaves the code to the save statement, which takes only an unused code of this poll.
  const [code] = read.recent
    ? [{ id: codeId }]
    : await db
        .select({ id: accessCodes.id })
        .from(accessCodes)
        .where(and(eq(accessCodes.id, codeId), eq(accessCodes.pollId, pollId)));
  if (!row || !code) throw notFound('Poll');
  return {
    ...row,
    ...respondentKeys(secrets, `code:${code.id}`),
    identityId: null,
    accessCodeId: code.id,
    groupIds: given.groupId ? [given.groupId] : [],
  };
}

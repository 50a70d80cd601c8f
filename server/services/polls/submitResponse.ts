import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SurveyLanguage } from '../../../common/languages';
import { checkSubmission } from '../../../common/survey/answers';
import type { Answers } from '../../../common/survey/answerTypes';
import type { Db } from '../../db/client';
import { accessCodes, responseReceipts, responses } from '../../db/schema/surveys';
import { AppError } from '../../http/errors';
import { periodStatus } from '../periods/periodStatus';
import { nudgeCellFolder } from '../resultCells/cellFolder';
import type { PollEntry } from './pollEntry';

/** Receipts keep the day only (see response_receipts). */
export function receiptDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

const alreadyFilledIn = () => new AppError('conflict', 'You have already filled in this survey');

export type ResponseWrite = { answers: Answers; finished: boolean; language: SurveyLanguage };

/** Whether this respondent has already finished the period (receipt, or a used access code). */
export async function hasFinished(db: Db, entry: PollEntry): Promise<boolean> {
  if (entry.identityId) {
    const [receipt] = await db
      .select()
      .from(responseReceipts)
      .where(
        and(
          eq(responseReceipts.periodId, entry.period.id),
          eq(responseReceipts.identityId, entry.identityId),
        ),
      );
    return Boolean(receipt);
  }
  if (entry.accessCodeId) {
    const [code] = await db
      .select({ usedAt: accessCodes.usedAt })
      .from(accessCodes)
      .where(eq(accessCodes.id, entry.accessCodeId));
    return Boolean(code?.usedAt);
  }
  return false;
}

/** What a save writes: the answers, and on finishing the status (and, when anonymous, no trace of who). */
function responseChanges(entry: PollEntry, write: ResponseWrite, now: Date) {
  const keep = { answers: write.answers, language: write.language, updatedAt: now };
  const finishing = write.finished
    ? {
        status: 'finished' as const,
        finishedAt: now,
        // An anonymous response keeps nothing that leads back to the person once finished:
        // no identity, no respondent key, and not their personal poll.
        ...(entry.period.anonymous
          ? {
              respondentKey: null,
              identityId: null,
              ...(entry.poll.kind === 'identified' ? { pollId: null } : {}),
            }
          : {}),
      }
    : {};
  return { keep, finishing };
}

/** The row a first save inserts (answers already checked). */
export function newResponseRow(entry: PollEntry, responseId: string, write: ResponseWrite, now: Date) {
  const { keep, finishing } = responseChanges(entry, write, now);
  return {
    id: responseId,
    periodId: entry.period.id,
    pollId: entry.poll.id as number | null,
    identityId: entry.period.anonymous ? null : entry.identityId,
    respondentKey: entry.respondentKey,
    classId: entry.classId,
    grade: entry.grade,
    groupIds: entry.groupIds,
    status: 'in_progress' as 'in_progress' | 'finished',
    finishedAt: null as Date | null,
    ...keep,
    ...finishing,
  };
}

const isFormerKey = (entry: PollEntry, key: string | null) =>
  key !== null && (entry.formerRespondentKeys ?? []).includes(key);

/**
 * Saves answers as the respondent goes, and finishes. The id comes from the browser: a retry of a
 * finished response answers as the first time did and counts nothing twice.
 */
export async function writeResponse(db: Db, entry: PollEntry, responseId: string, write: ResponseWrite) {
  const [existing] = await db
    .select({
      id: responses.id,
      periodId: responses.periodId,
      status: responses.status,
      respondentKey: responses.respondentKey,
    })
    .from(responses)
    .where(eq(responses.id, responseId));
  if (existing) {
    if (existing.periodId !== entry.period.id)
      throw new AppError('conflict', 'This response belongs to another survey');
    if (existing.status === 'finished') return { id: existing.id, status: existing.status, repeated: true };
    if (existing.respondentKey !== entry.respondentKey && !isFormerKey(entry, existing.respondentKey))
      throw new AppError('conflict', 'This response belongs to someone else');
  }
  const status = periodStatus(entry.period);
  if (status !== 'open')
    throw new AppError(
      'conflict',
      status === 'upcoming' ? 'The survey has not opened yet' : 'The survey is closed',
    );
  if (!entry.period.languages.includes(write.language))
    throw new AppError('validation_failed', `language: the survey is not offered in ${write.language}`);
  if (await hasFinished(db, entry)) throw alreadyFilledIn();

  const { answers, problems } = checkSubmission(entry.version.content, write.answers, write.finished);
  if (problems.length) throw new AppError('validation_failed', problems[0], problems);

  const now = new Date();
  const { keep, finishing } = responseChanges(entry, { ...write, answers }, now);

  async function saveRow(t: Db) {
    if (existing) {
      await t
        .update(responses)
        .set({ ...keep, ...finishing })
        .where(eq(responses.id, responseId));
      return;
    }
    const inserted = await t
      .insert(responses)
      .values(newResponseRow(entry, responseId, { ...write, answers }, now))
      .onConflictDoNothing()
      .returning({ id: responses.id });
    if (!inserted.length)
      throw new AppError(
        'conflict',
        'You already have an answer in progress on another device; reload to continue it',
      );
  }

  const receipt = write.finished && entry.identityId;
  const usesCode = write.finished && entry.accessCodeId;
  // One statement is atomic by itself; a transaction (two more round trips) only when the receipt or
  // the access code is written with it.
  if (!receipt && !usesCode) await saveRow(db);
  else
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await saveRow(t);
      // The receipt and the code are the gate: when a finish from another device got there first,
      // this one finds nothing to take and the whole transaction rolls back.
      if (receipt) {
        const written = await t
          .insert(responseReceipts)
          .values({ periodId: entry.period.id, identityId: receipt, finishedAt: receiptDay(now) })
          .onConflictDoNothing()
          .returning({ periodId: responseReceipts.periodId });
        if (!written.length) throw alreadyFilledIn();
      }
      if (usesCode) {
        const used = await t
          .update(accessCodes)
          .set({ usedAt: now })
          .where(and(eq(accessCodes.id, usesCode), sql`${accessCodes.usedAt} is null`))
          .returning({ id: accessCodes.id });
        if (!used.length) throw alreadyFilledIn();
      }
    });
  const written = {
    id: responseId,
    status: write.finished ? ('finished' as const) : ('in_progress' as const),
    repeated: false,
  };
  if (write.finished) nudgeCellFolder();
  return written;
}

/** The answers in progress for this respondent, to resume on any device. */
export async function responseInProgress(db: Db, entry: PollEntry) {
  if (!entry.respondentKey) return null;
  const [row] = await db
    .select()
    .from(responses)
    .where(
      and(
        eq(responses.periodId, entry.period.id),
        inArray(responses.respondentKey, [entry.respondentKey, ...(entry.formerRespondentKeys ?? [])]),
        eq(responses.status, 'in_progress'),
      ),
    );
  return row ? { id: row.id, answers: row.answers, language: row.language } : null;
}

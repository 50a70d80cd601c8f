import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LanguageCode } from '../../../common/languages';
import { checkSubmission } from '../../../common/survey/answers';
import type { Answers } from '../../../common/survey/answerTypes';
import type { SurveyContent } from '../../../common/survey/content';
import { receiptDay } from '../../services/polls/submitResponse';
import type { Db } from '../client';
import { polls, responseReceipts, responses } from '../schema/surveys';
import type { Random } from './demoAnswers';

const minute = 60 * 1000;

/** Each identity's own poll in a period. */
export async function identifiedPolls(db: Db, periodId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: polls.id, identityId: polls.identityId })
    .from(polls)
    .where(and(eq(polls.periodId, periodId), eq(polls.kind, 'identified')));
  return new Map(rows.map((row) => [row.identityId as number, row.id]));
}

/** A moment on a school day (Monday to Friday, 08:00–15:00 in Riga) within [from, to], or any moment there if none fits. */
export function schoolTime(random: Random, from: Date, to: Date): Date {
  const span = to.getTime() - from.getTime();
  for (let attempt = 0; attempt < 20; attempt++) {
    const moment = new Date(from.getTime() + random() * span);
    if (moment.getUTCDay() === 0 || moment.getUTCDay() === 6) continue;
    moment.setUTCHours(5 + Math.floor(random() * 7), Math.floor(random() * 60), Math.floor(random() * 60));
    if (moment >= from && moment <= to) return moment;
  }
  return new Date(from.getTime() + random() * span);
}

export type FinishedResponse = typeof responses.$inferInsert & { respondentId: number; finishedAt: Date };

export type ResponseInput = {
  content: SurveyContent;
  period: { id: number; startsAt: Date; endsAt: Date; anonymous: boolean };
  pollId: number;
  respondentId: number;
  answers: Answers;
  place: { classId: number | null; grade: number | null; groupIds: number[] };
  language: LanguageCode;
};

/**
 * A finished response as the submission API stores it: the answers pass checkSubmission (the seed
 * stops if one does not), and an anonymous one keeps no identity or respondent key.
 */
export function finishedResponse(input: ResponseInput, random: Random): FinishedResponse {
  const { content, period } = input;
  const checked = checkSubmission(content, input.answers, true);
  if (checked.problems.length)
    throw new Error(`demo seed: a generated answer is invalid: ${checked.problems[0]}`);
  const until = Math.min(period.endsAt.getTime(), Date.now()) - 30 * minute;
  const startedAt = schoolTime(random, period.startsAt, new Date(until));
  const finishedAt = new Date(startedAt.getTime() + (5 + random() * 13) * minute);
  return {
    id: randomUUID(),
    periodId: period.id,
    pollId: period.anonymous ? null : input.pollId,
    identityId: period.anonymous ? null : input.respondentId,
    respondentKey: null,
    ...input.place,
    language: input.language,
    status: 'finished',
    answers: checked.answers,
    startedAt,
    updatedAt: finishedAt,
    finishedAt,
    respondentId: input.respondentId,
  };
}

/** The responses with a receipt for each respondent, 500 rows per insert. */
export async function insertFinishedResponses(db: Db, rows: FinishedResponse[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    await db.insert(responses).values(batch.map(({ respondentId: _, ...row }) => row));
    await db.insert(responseReceipts).values(
      batch.map((row) => ({
        periodId: row.periodId,
        identityId: row.respondentId,
        finishedAt: receiptDay(row.finishedAt),
      })),
    );
  }
}

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Answers } from '../../common/survey/answerTypes';
import type { Db } from '../db/client';
import { responses, resultCells, resultFilters, surveyPeriods } from '../db/schema';
import { noAudience } from '../db/schema/surveys';
import { buildResultFilter } from '../services/resultFilters/buildResultFilter';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A survey period written directly (closed yesterday unless told otherwise), for results tests. */
export async function buildResultsPeriod(
  db: Db,
  values: { organizationId: number; surveyVersionId: number } & Partial<typeof surveyPeriods.$inferInsert>,
) {
  const [period] = await db
    .insert(surveyPeriods)
    .values({
      name: `Period ${randomUUID().slice(0, 6)}`,
      startsAt: daysAgo(30),
      endsAt: daysAgo(1),
      languages: ['en', 'lv', 'ru'],
      audience: noAudience,
      ...values,
    })
    .returning();
  return period;
}

export type ResponseSeed = {
  periodId: number;
  classId?: number | null;
  grade?: number | null;
  groupIds?: number[];
  answers: Answers;
  status?: 'in_progress' | 'finished';
  language?: string;
};

/** Responses inserted as they stand after answering (finished unless told otherwise); answers are not checked. */
export async function buildResponses(db: Db, seeds: ResponseSeed[]) {
  if (seeds.length === 0) return [];
  return db
    .insert(responses)
    .values(
      seeds.map((seed) => {
        const status = seed.status ?? 'finished';
        return {
          id: randomUUID(),
          periodId: seed.periodId,
          classId: seed.classId ?? null,
          grade: seed.grade ?? null,
          groupIds: seed.groupIds ?? [],
          language: seed.language ?? 'en',
          status,
          answers: seed.answers,
          finishedAt: status === 'finished' ? daysAgo(2) : null,
        };
      }),
    )
    .returning();
}

/**
 * A question filter of a period built as the product builds it: `values` names the filter value of
 * each answer (option id or scale point) that counts.
 */
export async function buildQuestionFilter(
  db: Db,
  periodId: number,
  questionId: string,
  values: Record<string, string>,
) {
  const [filter] = await db
    .insert(resultFilters)
    .values({
      periodId,
      questionId,
      name: questionId,
      mapping: { question_options: Object.entries(values).map(([id, value]) => ({ id, value })) },
    })
    .returning();
  await buildResultFilter(db, { filterId: filter.id, revision: filter.revision });
  return filter;
}

/**
 * Changes a period's whole-period respondent count behind the results versions' back (triggers off): an
 * answer kept from before still shows the old count, one made afresh the new one.
 */
export async function countBehindTheVersions(db: Db, periodId: number, add: number) {
  await db.execute(sql`alter table result_cells disable trigger user`);
  await db
    .update(resultCells)
    .set({ count: sql`${resultCells.count} + ${add}` })
    .where(
      and(
        eq(resultCells.periodId, periodId),
        eq(resultCells.kind, 'respondents'),
        eq(resultCells.classKey, -1),
      ),
    );
  await db.execute(sql`alter table result_cells enable trigger user`);
}

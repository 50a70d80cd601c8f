import { randomBytes } from 'node:crypto';
import { and, count, inArray, sql } from 'drizzle-orm';
import type { ActiveFilters } from '../../../../common/results/types';
import type { Answers } from '../../../../common/survey/answers';
import type { Db } from '../../../db/client';
import { classes, responses } from '../../../db/schema';
import type { ResultsScope } from '../../results/resultsScope';
import { selectionCondition } from '../../results/selection';

export type ResponseRow = { classId: number | null; grade: number | null; answers: Answers };

/** Respondents per class and per grade in the selection, with the class names. */
export async function selectionBreakdown(db: Db, scope: ResultsScope, filters: ActiveFilters) {
  const condition = selectionCondition(scope, filters);
  const byClass = await db
    .select({ id: responses.classId, n: count() })
    .from(responses)
    .where(condition)
    .groupBy(responses.classId);
  const byGrade = await db
    .select({ grade: responses.grade, n: count() })
    .from(responses)
    .where(condition)
    .groupBy(responses.grade);
  const classIds = byClass.flatMap((row) => (row.id === null ? [] : [row.id]));
  const names = classIds.length
    ? await db
        .select({ id: classes.id, name: classes.name })
        .from(classes)
        .where(inArray(classes.id, classIds))
    : [];
  return {
    classes: byClass.map((row) => ({
      id: row.id,
      n: Number(row.n),
      name: names.find((named) => named.id === row.id)?.name ?? '',
    })),
    grades: byGrade.map((row) => ({ grade: row.grade, n: Number(row.n) })),
  };
}

/**
 * The selection's finished responses in a shuffled order that links them to nothing (a hash of the id
 * with a salt made for this export), read in batches by that hash so memory stays flat.
 */
export async function* responseBatches(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  batchSize = 500,
): AsyncGenerator<ResponseRow[]> {
  const salt = randomBytes(16).toString('hex');
  const shuffleKey = sql<string>`md5(${responses.id}::text || ${salt})`;
  let after = '';
  for (;;) {
    const rows = await db
      .select({
        key: shuffleKey,
        classId: responses.classId,
        grade: responses.grade,
        answers: responses.answers,
      })
      .from(responses)
      .where(and(selectionCondition(scope, filters), sql`${shuffleKey} > ${after}`))
      .orderBy(shuffleKey)
      .limit(batchSize);
    if (rows.length === 0) return;
    after = rows[rows.length - 1].key;
    yield rows.map(({ classId, grade, answers }) => ({ classId, grade, answers }));
    if (rows.length < batchSize) return;
  }
}

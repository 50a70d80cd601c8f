import { randomInt } from 'node:crypto';
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

/** Ids of the selection's finished responses in a random order made for this export alone (Fisher–Yates). */
async function shuffledIds(db: Db, scope: ResultsScope, filters: ActiveFilters): Promise<string[]> {
  const rows = await db
    .select({ id: responses.id })
    .from(responses)
    .where(selectionCondition(scope, filters));
  const ids = rows.map((row) => row.id);
  for (let last = ids.length - 1; last > 0; last--) {
    const other = randomInt(last + 1);
    [ids[last], ids[other]] = [ids[other], ids[last]];
  }
  return ids;
}

/** The responses of `ids` still in the selection, in the order of `ids`. */
async function responsesInOrder(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  ids: string[],
): Promise<ResponseRow[]> {
  const rows = await db
    .select({
      id: responses.id,
      classId: responses.classId,
      grade: responses.grade,
      answers: responses.answers,
    })
    .from(responses)
    .where(and(sql`${responses.id} = any(${sql.param(ids)}::uuid[])`, selectionCondition(scope, filters)));
  const byId = new Map(rows.map(({ id, ...row }) => [id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The selection's finished responses in a shuffled order that links them to nothing, read in batches by
 * primary key so memory stays flat and each batch costs the same; the next batch is read while the
 * caller writes the current one. A response that left the selection before its batch is read is left out.
 */
export async function* responseBatches(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  batchSize = 1000,
): AsyncGenerator<ResponseRow[]> {
  const ids = await shuffledIds(db, scope, filters);
  const read = (start: number) =>
    start < ids.length ? responsesInOrder(db, scope, filters, ids.slice(start, start + batchSize)) : null;
  let next = read(0);
  try {
    for (let start = 0; next; start += batchSize) {
      const batch = await next;
      next = read(start + batchSize);
      if (batch.length) yield batch;
    }
  } finally {
    // A caller that stops early leaves a read in flight: its failure must not go unhandled.
    next?.catch(() => undefined);
  }
}

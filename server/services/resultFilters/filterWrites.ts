import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SurveyLanguage } from '../../../common/languages';
import type { Db } from '../../db/client';
import { type FilterMapping, resultFilters } from '../../db/schema';
import { fieldError } from '../../http/errors';
import type { ResultsScope } from '../results/resultsScope';
import { coveredCount } from './buildResultFilter';
import { checkedMapping, defaultMapping, filterableQuestion } from './filterQuestions';
import { loadPeriodFilter, type ResultFilterRow } from './questionFilterRows';

export type NewFilter = { questionId: string; name: string; mapping?: FilterMapping };
export type FilterChanges = { name?: string; mapping?: FilterMapping; visibility?: boolean };

/** A filter from a question of the period's survey; the build job writes its members. */
export async function createFilter(
  db: Db,
  scope: ResultsScope,
  identityId: number | null,
  input: NewFilter,
  language: SurveyLanguage,
): Promise<ResultFilterRow> {
  const question = filterableQuestion(scope.content, input.questionId);
  const mapping = input.mapping
    ? checkedMapping(question, input.mapping)
    : defaultMapping(question, language);
  const [row] = await db
    .insert(resultFilters)
    .values({
      periodId: scope.identifiers.id,
      questionId: question.id,
      name: input.name,
      mapping,
      createdBy: identityId,
    })
    .returning();
  if (!row) throw new Error('filter not inserted');
  return row;
}

/** A new name, mapping or visibility; a new mapping is a new revision to build. Answers the row and what it will cover. */
export async function updateFilter(
  db: Db,
  scope: ResultsScope,
  filterId: number,
  changes: FilterChanges,
): Promise<{ row: ResultFilterRow; legacy: number }> {
  const current = await loadPeriodFilter(db, scope.identifiers.id, filterId);
  const mapping = changes.mapping
    ? checkedMapping(filterableQuestion(scope.content, current.questionId), changes.mapping)
    : undefined;
  const [row] = await db
    .update(resultFilters)
    .set({
      name: changes.name,
      mapping,
      visibility: changes.visibility,
      revision: sql`${resultFilters.revision} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(resultFilters.id, current.id))
    .returning();
  if (!row) throw new Error('filter not updated');
  return { row, legacy: await coveredCount(db, row) };
}

export async function deleteFilter(db: Db, scope: ResultsScope, filterId: number): Promise<void> {
  const current = await loadPeriodFilter(db, scope.identifiers.id, filterId);
  await db.delete(resultFilters).where(eq(resultFilters.id, current.id));
}

/** Shows or hides the period's question filters; built-in filters are always shown. */
export async function setVisibility(
  db: Db,
  scope: ResultsScope,
  changes: { id: number | string; visibility: boolean }[],
): Promise<void> {
  const periodId = scope.identifiers.id;
  const ids = changes.map((change, index) => {
    if (typeof change.id !== 'number')
      throw fieldError(`filters.${index}.id: built-in filters are always shown`);
    return change.id;
  });
  const known = await db
    .select({ id: resultFilters.id })
    .from(resultFilters)
    .where(and(eq(resultFilters.periodId, periodId), inArray(resultFilters.id, ids.length ? ids : [-1])));
  const knownIds = new Set(known.map((row) => row.id));
  const missing = ids.findIndex((id) => !knownIds.has(id));
  if (missing >= 0) throw fieldError(`filters.${missing}.id: no such filter in this period`);
  await db.transaction(async (tx) => {
    for (const change of changes) {
      await tx
        .update(resultFilters)
        .set({ visibility: change.visibility })
        .where(and(eq(resultFilters.id, Number(change.id)), eq(resultFilters.periodId, periodId)));
    }
  });
}

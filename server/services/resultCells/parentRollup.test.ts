import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActiveFilters } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { resultCells, resultFilters } from '../../db/schema';
import { WHOLE_PERIOD } from '../../db/schema/resultCells';
import { buildIdentity, buildSchool, claimsFor } from '../../test/factories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { climateSurvey } from '../../test/resultsTestWorld';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { useTestDatabase } from '../../test/useTestDatabase';
import { linkChildPeriod, unlinkChildPeriod } from '../adminPeriods/linkedPeriods';
import { buildResultFilter } from '../resultFilters/buildResultFilter';
import { createFilter } from '../resultFilters/filterWrites';
import { loadAnswerCounts, loadScoreTalliesByPeriod } from '../results/answerCounts';
import { type ResultsScope, resolveResultsScope } from '../results/resultsScope';
import { selectionSize } from '../results/selection';
import { cellRowsFor } from './cellReads';
import { foldPendingResponses, rebuildPeriodCells } from './foldCells';
import { queryRows } from './queryRows';

const safeBands = {
  question_options: [
    { id: '1', value: 'low' },
    { id: '2', value: 'low' },
    { id: '3', value: 'middle' },
    { id: '4', value: 'high' },
    { id: '5', value: 'high' },
  ],
};

describe("a parent period's rollup rows", () => {
  let db: Db;
  useTestDatabase((database) => {
    db = database.db;
  });

  async function foldAll(batchSize = 7) {
    while ((await foldPendingResponses(db, { batchSize })) > 0);
  }

  /** A parent period over three schools' periods with answers, an organisation admin, and a built filter on the parent. */
  async function parentWorld() {
    const { parent: organization } = await buildSchool(db);
    const { version } = await buildPublishedSurvey(db, organization.id, { content: climateSurvey() });
    const parent = await buildResultsPeriod(db, {
      organizationId: organization.id,
      surveyVersionId: version.id,
    });
    const children = [];
    for (let index = 0; index < 3; index++) {
      const { school } = await buildSchool(db, { parentId: organization.id });
      const child = await buildResultsPeriod(db, {
        organizationId: school.id,
        surveyVersionId: version.id,
        parentPeriodId: parent.id,
      });
      children.push(child);
      await buildResponses(
        db,
        Array.from({ length: 12 + index * 5 }, (_, n) => ({
          periodId: child.id,
          answers: {
            safe: 1 + ((n + index) % 5),
            clubs: n % 2 ? ['a'] : ['a', 'b'],
            grid: { i1: 1 + (n % 3) },
          },
        })),
      );
    }
    const { identity: admin } = await buildIdentity(db, {
      type: 'organization_admin',
      organizationId: organization.id,
    });
    const claims = { ...claimsFor(admin), tokenId: 't', expiresAt: 0 };
    const scopeNow = () =>
      resolveResultsScope(db, { kind: 'identity', claims }, { type: 'parent_period', id: parent.id });
    const filter = await createFilter(
      db,
      await scopeNow(),
      admin.id,
      { questionId: 'safe', name: 'Safe', mapping: safeBands },
      'en',
    );
    await buildResultFilter(db, { filterId: filter.id, revision: filter.revision });
    return { parent, children, claims, scopeNow, filter };
  }

  /** The parent's rollup rows and the sum of its children's whole-period rows, both as `kind key value → count`. */
  async function rollupAgainstChildren(parentId: number) {
    const asMap = (rows: { kind: string; key: string; value: string; count: number }[]) =>
      Object.fromEntries(rows.map((row) => [`${row.kind} ${row.key} ${row.value}`, Number(row.count)]));
    const rollup = await db
      .select()
      .from(resultCells)
      .where(
        and(
          eq(resultCells.periodId, parentId),
          eq(resultCells.classKey, WHOLE_PERIOD),
          eq(resultCells.grade, WHOLE_PERIOD),
        ),
      );
    const children = queryRows<{ kind: string; key: string; value: string; count: number }>(
      await db.execute(sql`
        select c.kind, c.key, c.value, sum(c.count)::int as count
        from result_cells c join survey_periods p on p.id = c.period_id
        where p.parent_period_id = ${parentId}::int and c.class_key = ${WHOLE_PERIOD}::int and c.grade = ${WHOLE_PERIOD}::int
        group by c.kind, c.key, c.value`),
    );
    return { rollup: asMap(rollup), children: asMap(children) };
  }

  /** Totals (rollup when it can), per period and live counting all agree, and selectionSize too. */
  async function expectExact(scope: ResultsScope, filters: ActiveFilters) {
    const live = await loadAnswerCounts(db, scope, filters, { useCells: false });
    expect(await loadAnswerCounts(db, scope, filters)).toEqual(live);
    const tallies = await loadScoreTalliesByPeriod(db, scope, filters);
    expect(tallies).toEqual(await loadScoreTalliesByPeriod(db, scope, filters, { useCells: false }));
    expect([...tallies.values()].reduce((sum, school) => sum + school.respondents, 0)).toBe(live.respondents);
    expect(await selectionSize(db, scope, filters)).toBe(live.respondents);
  }

  it('sums the children in the fold and in rebuilds, and answers an unfiltered read from them', async () => {
    const w = await parentWorld();
    const scope = await w.scopeNow();
    const cells = cellRowsFor(scope, {}, { rollup: true });
    if (!cells) throw new Error('the cells answer an unfiltered read');
    await foldPendingResponses(db, { batchSize: 20 });
    await expectExact(scope, {});
    await foldAll();
    const sums = await rollupAgainstChildren(w.parent.id);
    expect(sums.rollup).toEqual(sums.children);
    expect(sums.rollup['respondents  ']).toBe(12 + 17 + 22);
    const read = queryRows<{ period_id: number }>(
      await db.execute(sql`select distinct period_id from (${cells}) c`),
    );
    expect(read.map((row) => Number(row.period_id))).toEqual([w.parent.id]);
    await buildResponses(db, [{ periodId: w.children[1].id, answers: { safe: 5 } }]);
    for (const filters of [{}, { question: { [w.filter.id]: ['high'] } }]) await expectExact(scope, filters);

    await foldAll();
    await rebuildPeriodCells(db, [w.children[0].id]);
    expect((await rollupAgainstChildren(w.parent.id)).rollup['respondents  ']).toBe(12 + 17 + 22 + 1);
    await rebuildPeriodCells(db, w.parent.id);
    const rebuilt = await rollupAgainstChildren(w.parent.id);
    expect(rebuilt.rollup).toEqual(rebuilt.children);
    await expectExact(scope, {});
  });

  it('falls back to the children when the scope does not count every child linked now', async () => {
    const w = await parentWorld();
    await foldAll();
    const scope = await w.scopeNow();
    const partial: ResultsScope = { ...scope, periodIds: scope.periodIds.slice(1) };
    await expectExact(partial, {});
    expect((await loadAnswerCounts(db, partial, {})).respondents).toBe(17 + 22);
  });

  it('keeps the rollup and the parent filters right when a child is unlinked and linked again', async () => {
    const w = await parentWorld();
    await foldAll();
    const before = await w.scopeNow();
    const [, leaving] = w.children;

    await unlinkChildPeriod(db, w.claims, w.parent.id, leaving.id);
    const sums = await rollupAgainstChildren(w.parent.id);
    expect(sums.rollup).toEqual(sums.children);
    expect(sums.rollup['respondents  ']).toBe(12 + 22);
    const [filter] = await db.select().from(resultFilters).where(eq(resultFilters.id, w.filter.id));
    expect(filter.builtRevision).toBe(filter.revision);
    expect(filter.revision).toBe(w.filter.revision + 1);
    const after = await w.scopeNow();
    for (const filters of [
      {},
      { question: { [w.filter.id]: ['high'] } },
      { question: { [w.filter.id]: ['low'] } },
    ])
      await expectExact(after, filters);
    // A scope resolved before the unlink still counts the child it named, from the child's own rows.
    await expectExact(before, {});
    expect((await loadAnswerCounts(db, before, {})).respondents).toBe(12 + 17 + 22);

    await linkChildPeriod(db, w.claims, w.parent.id, leaving.id);
    const relinked = await rollupAgainstChildren(w.parent.id);
    expect(relinked.rollup).toEqual(relinked.children);
    expect(relinked.rollup['respondents  ']).toBe(12 + 17 + 22);
    const again = await w.scopeNow();
    for (const filters of [{}, { question: { [w.filter.id]: ['high'] } }]) await expectExact(again, filters);
    const high = await loadAnswerCounts(db, again, { question: { [w.filter.id]: ['high'] } });
    const highBefore = await loadAnswerCounts(
      db,
      before,
      { question: { [w.filter.id]: ['high'] } },
      { useCells: false },
    );
    expect(high.respondents).toBe(highBefore.respondents);
  });
});

import { sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { responses, resultFilters } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { climateSurvey } from '../../test/resultsTestWorld';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { useTestDatabase } from '../../test/useTestDatabase';
import { addFilterCellsSql } from '../resultCells/foldCells';
import { queryRows } from '../resultCells/queryRows';
import { createCatchUp, notCountedMembers } from './buildResultFilter';
import { mappedResponses } from './filterMembership';

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

/** Rows of `responses` the plan's scans went through (kept and thrown away), over all their loops. */
function responsesRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'responses'
      ? (node['Actual Rows'] +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        node['Actual Loops']
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + responsesRead(child), 0);
}

const ownResponses = 300;
const otherResponses = 20_000;

describe("a question filter's build", () => {
  let db: Db;
  useTestDatabase((database) => {
    db = database.db;
  });

  it("reads its own period's responses, not every counted response of the database", async () => {
    const { school } = await buildSchool(db);
    const { version } = await buildPublishedSurvey(db, school.id, { content: climateSurvey() });
    const own = await buildResultsPeriod(db, { organizationId: school.id, surveyVersionId: version.id });
    const other = await buildResultsPeriod(db, { organizationId: school.id, surveyVersionId: version.id });
    const insert = (periodId: number, count: number, counted: boolean) =>
      db.execute(sql`
        insert into ${responses} (id, period_id, language, status, answers, finished_at, counted)
        select gen_random_uuid(), ${periodId}::int, 'en', 'finished', jsonb_build_object('safe', 1 + n % 5), now(), ${counted}
          from generate_series(1, ${count}::int) n`);
    await insert(own.id, ownResponses - 20, true);
    await insert(own.id, 20, false);
    await insert(other.id, otherResponses, true);
    const mapping = {
      question_options: [1, 2, 3, 4, 5].map((n) => ({ id: String(n), value: `Value ${n}` })),
    };
    const [filter] = await db
      .insert(resultFilters)
      .values({ periodId: own.id, questionId: 'safe', name: 'Safe', mapping })
      .returning();
    await db.execute(sql`
      insert into result_filter_members (filter_id, response_id, value)
      select ${filter.id}::int, covered.response_id, covered.value from (${mappedResponses(filter)}) covered`);
    await db.execute(sql`analyze`);

    // Run and measured, then undone: the statement's own effects are checked inside.
    let read = { rows: 0, waiting: 0, cells: 0 };
    await db
      .transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await tx.execute(createCatchUp);
        const statement = await addFilterCellsSql(tx, filter.id, sql`true`, {
          before: notCountedMembers(filter.id),
        });
        const [row] = queryRows<Record<string, unknown>>(
          await tx.execute(sql`explain (analyze, format json) ${statement}`),
        );
        const json = Object.values(row)[0];
        const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
        const count = async (query: ReturnType<typeof sql>) =>
          queryRows<{ n: number }>(await tx.execute(query))[0].n;
        read = {
          rows: responsesRead(plan.Plan),
          waiting: await count(sql`select count(*)::int as n from filter_build_catch_up`),
          cells: await count(
            sql`select count(*)::int as n from result_filter_cells where filter_id = ${filter.id}::int`,
          ),
        };
        transaction.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(read.waiting).toBe(20);
    expect(read.cells).toBeGreaterThan(0);
    expect(read.rows).toBeLessThanOrEqual(3 * ownResponses);
  });
});

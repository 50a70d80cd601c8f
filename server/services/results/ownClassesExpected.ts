import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ResultsScope } from './resultsScope';

/**
 * How many a teacher's own classes were expected to answer: the head count (classes.num_students)
 * of each of their classes that had a class link in the periods, as /school/surveys progress counts
 * a class. `periodMatch` is a condition on `p.period_id`.
 */
export function ownClassesExpected(periodMatch: SQL, ownClassIds: number[]): SQL<number> {
  return sql<number>`(select coalesce(sum(c.num_students), 0)::int from polls p
    join classes c on c.id = p.class_id
    where p.kind = 'class_link' and ${periodMatch} and c.id = any(${sql.param(ownClassIds)}::int[]))`.mapWith(
    Number,
  );
}

/** The scope's expected respondents: its counted periods', or only the own classes' of a teacher. */
export async function loadExpectedCount(db: Db, scope: ResultsScope): Promise<number> {
  const countedIds = new Set(scope.periodIds);
  const counted = scope.periods.filter((period) => countedIds.has(period.id));
  if (scope.ownClassIds === null) return counted.reduce((sum, period) => sum + period.expectedCount, 0);
  const periodMatch = sql`p.period_id = any(${sql.param(scope.periodIds)}::int[])`;
  const result = await db.execute(sql`select ${ownClassesExpected(periodMatch, scope.ownClassIds)} as n`);
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(row?.n ?? 0);
}

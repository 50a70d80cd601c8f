import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compileSql } from './compileSql';
import { organizations, surveyPeriods } from './schema';

const drizzle = (query: ReturnType<typeof sql>) => {
  const built = new PgDialect().sqlToQuery(query);
  return { sql: built.sql, params: built.params };
};

describe('compileSql', () => {
  it('makes the text and parameters Drizzle makes, for tables, columns, conditions, lists and nulls', () => {
    const queries = [
      sql`select ${surveyPeriods.id}, ${surveyPeriods.name} from ${surveyPeriods} where ${and(
        eq(surveyPeriods.organizationId, 7),
        or(isNull(surveyPeriods.closedAt), sql`${surveyPeriods.expectedCount} > ${3}::int`),
        inArray(surveyPeriods.id, [1, 2, 3]),
        undefined,
      )}`,
      sql`select ${null}::int, ${"it's"}, ${[4, 5]}, ${sql.raw('now()')}, ${sql.identifier('a"b')}`,
      sql`select 1 from ${organizations} where ${organizations.parentId} = any(${sql.param([1, 2])}::int[])`,
      // A query builder as a subquery (propertyValueReachIds in the scope statement).
      sql`select (${new QueryBuilder()
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          inArray(
            organizations.parentId,
            new QueryBuilder()
              .select({ id: surveyPeriods.organizationId })
              .from(surveyPeriods)
              .where(eq(surveyPeriods.id, 9)),
          ),
        )})`,
    ];
    for (const query of queries) expect(compileSql(query)).toEqual(drizzle(query));
    expect(compileSql(queries[0]).params).toEqual([7, 3, 1, 2, 3]);
  });

  it('leaves what it does not cover (placeholders, query builders) to Drizzle, with the same answer', () => {
    const withPlaceholder = sql`select ${sql.placeholder('id')}::int`;
    expect(compileSql(withPlaceholder)).toEqual(drizzle(withPlaceholder));
  });
});

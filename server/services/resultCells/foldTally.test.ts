import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { WHOLE_PERIOD } from '../../db/schema/resultCells';
import { useTestDatabase } from '../../test/useTestDatabase';
import { mappingOptions } from '../resultFilters/filterMembership';
import { answerCountRows, answerEntryCtes } from './answerEntries';
import { type FoldFilter, FoldTally, mappedValue, numberText, type PendingResponse } from './foldTally';
import { queryRows } from './queryRows';

/**
 * The fold counts in Node what the readers (and a repair) count in SQL with answerEntryCtes: the
 * same answers, read back from PostgreSQL, must give the same cells both ways, awkward ones included.
 */
const awkwardAnswers: unknown[] = [
  { safe: 3, clubs: ['a', 'b'], grid: { i1: 2, i2: 5 }, note: 'calm' },
  { safe: 2.5, clubs: [null, 'b', null, 'a'], grid: { i1: null, i2: 4 }, note: '' },
  { safe: -3, clubs: [], grid: {}, done: true, skipped: null },
  { safe: 0.1 + 0.2, clubs: [null], grid: { i1: 'x' }, mood: '' },
  { safe: 1e21, huge: 123456789012, tiny: 1.5e-7, small: -2.5e-9, zero: -0 },
  { clubs: [[1, 2], 3, [null], [], true, false, { b: 1, a: [1, 'x'] }] },
  {
    clubs: [
      [[1], null, 'x'],
      [null, null],
    ],
    activities: [[]],
  },
  { grid: { i1: { z: 1, yy: [2, null], a: 'q"uote' }, i2: [3, 4], i3: false } },
  { mood: 'ünïcödé "quoted" \\ back\nslash', safe: 3, clubs: ['a'] },
  { 'grid.i1': 5, grid: { i1: 5 } },
  {},
];

async function sqlCells(db: Db, answers: unknown[]) {
  const source = sql`(
    select n::text as id, 1 as period_id, case when n % 2 = 0 then 7 end as class_id, null::int as grade, a as answers
    from jsonb_array_elements(${JSON.stringify(answers)}::jsonb) with ordinality e(a, n)
  ) responses`;
  const rows = queryRows<Record<string, unknown>>(
    await db.execute(sql`
      with ${answerEntryCtes(sql`true`, new Map([[1, ['note']]]), { from: source })}
      ${answerCountRows({
        period_id: sql`x.period_id`,
        class_key: sql`coalesce(x.class_id, 0)`,
        grade: sql`coalesce(x.grade, 0)`,
      })}`),
  );
  return rows.map((row) =>
    [row.period_id, row.class_key, row.grade, row.kind, row.key, row.value, row.count].join('|'),
  );
}

/** The answers as the fold gets them: written out by PostgreSQL's jsonb, parsed by Node. */
async function readBack(db: Db, answers: unknown[]): Promise<PendingResponse[]> {
  const rows = queryRows<{ n: number; answers: unknown }>(
    await db.execute(sql`
      select n::int as n, a as answers from jsonb_array_elements(${JSON.stringify(answers)}::jsonb)
        with ordinality e(a, n) order by n`),
  );
  return rows.map((row) => ({
    id: String(row.n),
    period_id: 1,
    class_id: Number(row.n) % 2 === 0 ? 7 : null,
    grade: null,
    answers: typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers,
  }));
}

describe('the fold counting in Node', () => {
  let db: Db;
  useTestDatabase((database) => {
    db = database.db;
  });

  it('gives the cells SQL counts, for awkward answers too', async () => {
    const tally = new FoldTally(new Map([[1, new Set(['note'])]]), new Map([[1, null]]), []);
    for (const response of await readBack(db, awkwardAnswers)) tally.add(response, []);
    const { cells, filterCells } = tally.rows();
    const node = cells
      .filter((cell) => cell.classKey !== WHOLE_PERIOD)
      .map((cell) =>
        [cell.periodId, cell.classKey, cell.grade, cell.kind, cell.key, cell.value, cell.count].join('|'),
      );
    const expected = await sqlCells(db, awkwardAnswers);
    expect(expected.length).toBeGreaterThan(40);
    expect(node.sort()).toEqual(expected.sort());
    expect(filterCells).toEqual([]);
    const whole = cells.filter((cell) => cell.classKey === WHOLE_PERIOD && cell.kind === 'respondents');
    expect(whole).toEqual([expect.objectContaining({ periodId: 1, count: awkwardAnswers.length })]);
  });

  it('writes numbers as PostgreSQL writes them', async () => {
    const numbers = [0, -0, 3, -3, 2.5, 0.1 + 0.2, 1e21, 1.5e-7, -2.5e-9, 123456789012, 1e300, 5e-324];
    const rows = queryRows<{ text: string }>(
      await db.execute(sql`
        select a #>> '{}' as text from jsonb_array_elements(${JSON.stringify(numbers)}::jsonb)
          with ordinality e(a, n) order by n`),
    );
    expect(numbers.map(numberText)).toEqual(rows.map((row) => row.text));
  });

  it('maps a response into a filter as a build maps it', async () => {
    const filter: FoldFilter = {
      id: 1,
      periodId: 1,
      questionId: 'grade',
      mapping: {
        question_options: [
          { id: 'g7', value: 'Grade 7' },
          { id: '3', value: 'Three' },
          { id: '2.5', value: 'Two and a half' },
          { id: 'true', value: 'Yes' },
        ],
      },
    };
    const answers = [
      { grade: 'g7' },
      { grade: 3 },
      { grade: 2.5 },
      { grade: true },
      { grade: null },
      { grade: ['g7'] },
      { grade: 'g8' },
      {},
    ];
    const rows = queryRows<{ n: number; value: string | null }>(
      await db.execute(sql`
        select e.n::int as n, m.value from jsonb_array_elements(${JSON.stringify(answers)}::jsonb)
          with ordinality e(a, n)
          left join ${mappingOptions(sql`${JSON.stringify(filter.mapping)}::jsonb`)} on m.id = e.a ->> 'grade'
        order by e.n`),
    );
    const node = (await readBack(db, answers)).map((response) => mappedValue(filter, response.answers));
    expect(node).toEqual(rows.map((row) => row.value));
    expect(node.filter((value) => value !== null)).toHaveLength(4);
  });
});

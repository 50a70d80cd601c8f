import { type SQL, sql } from 'drizzle-orm';
import { countedKeys } from '../../../common/results/scoring';
import { allQuestions, type SurveyContent } from '../../../common/survey/content';
import type { Db } from '../../db/client';
import type { ReleaseDimension } from '../../db/schema/resultReleases';
import { answerEntryCtes } from '../resultCells/answerEntries';
import { queryRows } from '../resultCells/queryRows';
import { questionChoices } from '../resultFilters/filterQuestions';
import { clientOf } from '../results/periodContext';
import { textQuestionIds } from '../results/textQuestions';
import type { Cells } from './partition';

/**
 * How finely a universe's respondents are told apart: by school period alone, by class and grade
 * too, or also by the release's dimensions. A selection is judged at the coarsest level that can
 * express it; each level's bins are whole bins of the finer ones (partition.ts), so a selection
 * that takes whole bins at one level takes whole bins at all.
 */
export type Level = 'units' | 'leaves' | 'cells';

/** The value order of each dimension: a question's answers in order, or membership of a group. */
export type DimensionValues = { dimension: ReleaseDimension; values: string[] };

export type UniverseCells = {
  cells: Cells;
  /** Measure index of 'respondents', each counted key and each text question id. */
  measures: Map<string, number>;
  dimensions: DimensionValues[];
};

export const respondentsMeasure = 'respondents';
const member = 'member';

function dimensionValues(content: SurveyContent, dimension: ReleaseDimension): DimensionValues {
  if ('group' in dimension) return { dimension, values: [member] };
  const question = allQuestions(content).find((candidate) => candidate.id === dimension.question);
  return { dimension, values: question ? questionChoices(question, 'en').map((choice) => choice.id) : [] };
}

/** A dimension's value of a response, as text: the answer, or 'member' / null for a group. */
function dimensionSql(dimension: ReleaseDimension): SQL {
  if ('group' in dimension)
    return sql`case when responses.group_ids @> ${JSON.stringify([dimension.group])}::jsonb then ${member} end`;
  return sql`responses.answers ->> ${dimension.question}`;
}

type MassRow = { period_id: number; class_key: number; grade: number; key: string; n: number } & Record<
  string,
  unknown
>;

const finishedIn = (periodIds: number[]) =>
  sql`responses.status = 'finished' and responses.period_id = any(${sql.param(periodIds)}::int[])`;

/** Respondents and answers per school period (and class and grade) from the cells, and live for those not folded yet. */
function rosterMasses(periodIds: number[], textKeys: string[], byClass: boolean): SQL {
  const place = byClass ? sql`class_key, grade` : sql`0 as class_key, 0 as grade`;
  const livePlace = byClass
    ? sql`coalesce(class_id, 0) as class_key, coalesce(grade, 0) as grade`
    : sql`0 as class_key, 0 as grade`;
  const waiting = sql`${finishedIn(periodIds)} and not responses.counted`;
  return sql`
    select period_id, class_key, grade, key, sum(n)::int as n from (
      select period_id, ${place}, case when kind = 'respondents' then '' else key end as key, count as n
      from result_cells
      where period_id = any(${sql.param(periodIds)}::int[]) and class_key <> -1 and kind in ('respondents', 'answered')
      union all
      select period_id, ${livePlace}, '' as key, count(*)::int from responses where ${waiting}
      group by 1, 2, 3
      union all
      select * from (
        with ${answerEntryCtes(waiting, textKeys)}
        select period_id, ${livePlace}, key, (count(*) filter (where first))::int as n from flat group by 1, 2, 3, 4
      ) live
    ) masses group by 1, 2, 3, 4`;
}

/** Respondents and answers per cell of the dimensions, counted from the responses. */
function cellMasses(periodIds: number[], textKeys: string[], dimensions: ReleaseDimension[]): SQL {
  const carry = Object.fromEntries(dimensions.map((dimension, i) => [`d_${i}`, dimensionSql(dimension)]));
  const names = dimensions.map((_, i) => sql.identifier(`d_${i}`));
  const columns = sql.join(
    [sql`period_id`, sql`coalesce(class_id, 0) as class_key`, sql`coalesce(grade, 0) as grade`, ...names],
    sql`, `,
  );
  const groups = sql.raw(Array.from({ length: 3 + dimensions.length }, (_, i) => i + 1).join(', '));
  return sql`
    with ${answerEntryCtes(finishedIn(periodIds), textKeys, { carry })}
    select ${columns}, '' as key, count(*)::int as n from selected group by ${groups}
    union all
    select ${columns}, key, (count(*) filter (where first))::int as n from flat group by ${groups}, key`;
}

/** Text answers (not blank) per place, for the text thresholds. */
function textMasses(
  periodIds: number[],
  textKeys: string[],
  level: Level,
  dimensions: ReleaseDimension[],
): SQL {
  const place =
    level === 'units'
      ? [sql`period_id`, sql`0 as class_key`, sql`0 as grade`]
      : [sql`period_id`, sql`coalesce(class_id, 0) as class_key`, sql`coalesce(grade, 0) as grade`];
  const dims =
    level === 'cells'
      ? dimensions.map((dimension, i) => sql`${dimensionSql(dimension)} as ${sql.identifier(`d_${i}`)}`)
      : [];
  const count = place.length + dims.length;
  return sql`
    select ${sql.join([...place, ...dims], sql`, `)}, t.id as key, count(*)::int as n
    from responses cross join unnest(${sql.param(textKeys)}::text[]) as t(id)
    where ${finishedIn(periodIds)} and coalesce(trim(responses.answers ->> t.id), '') <> ''
    group by ${sql.raw(Array.from({ length: count + 1 }, (_, i) => i + 1).join(', '))}`;
}

function buildCells(rows: MassRow[], measures: Map<string, number>, dimensions: DimensionValues[]): Cells {
  const index = new Map<string, number>();
  const places: { unit: number; grade: number; classKey: number; dims: number[] }[] = [];
  const masses: Map<number, number>[] = [];
  for (const row of rows) {
    const dims = dimensions.map(({ values }, i) => {
      const value = row[`d_${i}`];
      return value === null || value === undefined ? -1 : values.indexOf(String(value));
    });
    const key = `${row.period_id}|${row.class_key}|${row.grade}|${dims.join(',')}`;
    let cell = index.get(key);
    if (cell === undefined) {
      cell = places.length;
      index.set(key, cell);
      places.push({
        unit: Number(row.period_id),
        grade: Number(row.grade),
        classKey: Number(row.class_key),
        dims,
      });
      masses.push(new Map());
    }
    const measure = measures.get(row.key === '' ? respondentsMeasure : row.key);
    if (measure !== undefined) masses[cell].set(measure, (masses[cell].get(measure) ?? 0) + Number(row.n));
  }
  const count = places.length;
  return {
    unit: Int32Array.from(places, (place) => place.unit),
    grade: Int32Array.from(places, (place) => place.grade),
    classKey: Int32Array.from(places, (place) => place.classKey),
    dims: dimensions.map((_, d) => Int16Array.from(places, (place) => place.dims[d])),
    mass: Array.from({ length: measures.size }, (_, measure) =>
      Int32Array.from({ length: count }, (__, cell) => masses[cell].get(measure) ?? 0),
    ),
  };
}

type Kept = { version: string; cells: UniverseCells };
const kept = new WeakMap<object, Map<string, Kept>>();
const keptMax = 64;

async function readVersion(db: Db, rootPeriodId: number): Promise<string | null> {
  const [row] = queryRows<{ version: string | null }>(
    await db.execute(sql`select results_read_version(${rootPeriodId}::int) as version`),
  );
  return row?.version ?? null;
}

/**
 * The cells of a released universe at a level, with the masses of respondents, of every counted
 * key and (with `texts`) of every free-text question. Kept per database client while the
 * universe's read version is unchanged.
 */
export async function universeCells(
  db: Db,
  universe: {
    rootPeriodId: number;
    periodIds: number[];
    content: SurveyContent;
    dimensions: ReleaseDimension[];
  },
  level: Level,
  texts: boolean,
): Promise<UniverseCells> {
  const textKeys = textQuestionIds(universe.content);
  const dimensions =
    level === 'cells' ? universe.dimensions.map((d) => dimensionValues(universe.content, d)) : [];
  const keyOf = JSON.stringify([
    universe.rootPeriodId,
    universe.periodIds,
    level,
    texts,
    universe.dimensions,
  ]);
  const store = kept.get(clientOf(db)) ?? new Map<string, Kept>();
  kept.set(clientOf(db), store);
  const version = await readVersion(db, universe.rootPeriodId);
  const found = store.get(keyOf);
  if (found && version !== null && found.version === version) return found.cells;

  const measures = new Map<string, number>([[respondentsMeasure, 0]]);
  for (const key of countedKeys(universe.content)) measures.set(key, measures.size);
  if (texts) for (const key of textKeys) measures.set(key, measures.size);
  const dims = dimensions.map((d) => d.dimension);
  const counted =
    level === 'cells'
      ? cellMasses(universe.periodIds, textKeys, dims)
      : rosterMasses(universe.periodIds, textKeys, level === 'leaves');
  const rows = queryRows<MassRow>(await db.execute(counted));
  if (texts && textKeys.length > 0) {
    rows.push(...queryRows<MassRow>(await db.execute(textMasses(universe.periodIds, textKeys, level, dims))));
  }
  const cells: UniverseCells = { cells: buildCells(rows, measures, dimensions), measures, dimensions };
  if (version !== null) {
    store.delete(keyOf);
    store.set(keyOf, { version, cells });
    for (const oldest of store.keys()) {
      if (store.size <= keptMax) break;
      store.delete(oldest);
    }
  }
  return cells;
}

import { inArray, sql } from 'drizzle-orm';
import type { ActiveFilters, HiddenReason, ResultsDetail } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { resultFilters } from '../../db/schema';
import { queryRows } from '../resultCells/queryRows';
import type { ResultsScope } from '../results/resultsScope';
import { teacherClassIds } from '../results/teacherClasses';
import { type Alignment, alignment, type Partition, partitionOf } from './partition';
import type { Release } from './releases';
import { type Level, respondentsMeasure, type UniverseCells, universeCells } from './universeCells';

/** What of a selection may be shown: the whole selection, and each counted key (question or matrix item). */
export type WholeCounts = { respondents: number; answered: Record<string, number> };

export type Disclosure = { hidden: HiddenReason | null; keys: Map<string, HiddenReason> };

/** A selection as conditions on a universe's cells; null where it does not narrow. */
type Criteria = {
  units: Set<number> | null;
  classes: Set<number> | null;
  grades: Set<number> | null;
  /** Any of these groups. */
  groups: number[] | null;
  /** Per question filter: the question and the answers its chosen values hold. */
  answers: { question: string; options: Set<string> }[];
};

const intersect = (a: Set<number> | null, b: number[]): Set<number> =>
  new Set(a === null ? b : b.filter((id) => a.has(id)));

async function teacherClasses(db: Db, scope: ResultsScope, teachers: number[]): Promise<number[]> {
  const rows = queryRows<{ id: number }>(
    await db.execute(sql`select id from (${teacherClassIds(scope, teachers)}) taught(id)`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The answers each chosen question filter value holds, by the mapping its members were built
 * with; null when a filter's members are being rebuilt (its figures may not match its mapping yet).
 */
async function chosenAnswers(db: Db, filters: ActiveFilters): Promise<Criteria['answers'] | null> {
  const chosen = Object.entries(filters.question ?? {}).filter(([, values]) => values.length > 0);
  if (chosen.length === 0) return [];
  const rows = await db
    .select()
    .from(resultFilters)
    .where(
      inArray(
        resultFilters.id,
        chosen.map(([id]) => Number(id)),
      ),
    );
  const answers: Criteria['answers'] = [];
  for (const [id, values] of chosen) {
    const row = rows.find((candidate) => candidate.id === Number(id));
    if (!row || row.builtRevision !== row.revision) return null;
    const wanted = new Set(values);
    const options = row.mapping.question_options
      .filter((entry) => wanted.has(entry.value))
      .map((entry) => entry.id);
    answers.push({ question: row.questionId, options: new Set(options) });
  }
  return answers;
}

async function criteriaOf(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  release: Release,
): Promise<Criteria | null> {
  const answers = await chosenAnswers(db, filters);
  if (answers === null) return null;
  const wholeFamily =
    scope.periodIds.length === release.periodIds.length &&
    release.periodIds.every((id) => scope.periodIds.includes(id));
  let classes: Set<number> | null = scope.ownClassIds ? new Set(scope.ownClassIds) : null;
  if (filters.class?.length) classes = intersect(classes, filters.class);
  if (filters.teacher?.length) classes = intersect(classes, await teacherClasses(db, scope, filters.teacher));
  return {
    units: wholeFamily ? null : new Set(scope.periodIds),
    classes,
    grades: filters.grade?.length ? new Set(filters.grade) : null,
    groups: filters.group?.length ? filters.group : null,
    answers,
  };
}

function levelOf(criteria: Criteria): Level | 'whole' {
  if (criteria.groups || criteria.answers.length) return 'cells';
  if (criteria.classes || criteria.grades) return 'leaves';
  return criteria.units ? 'units' : 'whole';
}

/** Which cells the criteria take; null when a criterion names what the release cannot tell apart. */
function selectionOf(universe: UniverseCells, criteria: Criteria): ((cell: number) => boolean) | null {
  const { cells, dimensions } = universe;
  const groupDims = (criteria.groups ?? []).map((group) =>
    dimensions.findIndex(({ dimension }) => 'group' in dimension && dimension.group === group),
  );
  const answerDims = criteria.answers.map(({ question, options }) => {
    const index = dimensions.findIndex(
      ({ dimension }) => 'question' in dimension && dimension.question === question,
    );
    const values = index < 0 ? [] : dimensions[index].values;
    return { index, taken: new Set(values.flatMap((value, i) => (options.has(value) ? [i] : []))) };
  });
  if (answerDims.some(({ index }) => index < 0)) return null;
  return (cell) =>
    (criteria.units === null || criteria.units.has(cells.unit[cell])) &&
    (criteria.classes === null || criteria.classes.has(cells.classKey[cell])) &&
    (criteria.grades === null || criteria.grades.has(cells.grade[cell])) &&
    (criteria.groups === null || groupDims.some((dim) => dim >= 0 && cells.dims[dim][cell] === 0)) &&
    answerDims.every(({ index, taken }) => taken.has(cells.dims[index][cell]));
}

const partitions = new WeakMap<UniverseCells, Map<string, Partition>>();

/** A measure's partition of the universe, made once per cells (and shared by measures of equal masses). */
function partitionFor(
  universe: UniverseCells,
  measure: number,
  threshold: number,
  detail: ResultsDetail,
): Partition {
  let known = partitions.get(universe);
  if (!known) {
    known = new Map();
    partitions.set(universe, known);
  }
  const mass = universe.cells.mass[measure];
  const same = universe.cells.mass[0].every((value, cell) => value === mass[cell]);
  const key = `${same ? 0 : measure}:${threshold}:${detail}`;
  let partition = known.get(key);
  if (!partition) {
    partition = partitionOf(universe.cells, same ? 0 : measure, threshold, detail);
    known.set(key, partition);
  }
  return partition;
}

/** Why an aligned-or-not selection may not be shown, or null. */
function reasonOf(result: Alignment, threshold: number): HiddenReason | null {
  if (result.mass < threshold || !result.safe) return 'too_few_respondents';
  return result.aligned ? null : 'differencing';
}

/**
 * A whole school period (a parent period's unit) hidden because its cells hold a smaller school's
 * answers too is hidden for that school's sake: `complementary`, as the parent period's heat map
 * says of it (discloseUnits), not `differencing`, which names a selection cutting through a group.
 */
const unitReason = (reason: HiddenReason | null, level: Level): HiddenReason | null =>
  reason === 'differencing' && level === 'units' ? 'complementary' : reason;

/**
 * Universes read once for the many selections one request judges (a filter list asks of every value):
 * each read also reads the release's version, a round trip per value otherwise.
 */
export type UniverseMemo = Map<string, Promise<UniverseCells>>;

/** The selection's universe cells and its cells, or the reason it cannot be judged (null: the whole universe). */
async function judged(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  release: Release,
  texts: boolean,
  memo?: UniverseMemo,
): Promise<
  { universe: UniverseCells; selected: (cell: number) => boolean; level: Level } | HiddenReason | null
> {
  const criteria = await criteriaOf(db, scope, filters, release);
  if (criteria === null) return 'differencing';
  const level = levelOf(criteria);
  if (level === 'whole') return null;
  const memoKey = `${release.rootPeriodId}:${level}:${texts}`;
  let read = memo?.get(memoKey);
  if (!read) {
    read = universeCells(db, { ...release, content: scope.content }, level, texts);
    memo?.set(memoKey, read);
  }
  const universe = await read;
  const selected = selectionOf(universe, criteria);
  return selected ? { universe, selected, level } : 'differencing';
}

/**
 * What of a selection of a released universe may be shown: only what takes every bin of its
 * measure whole (partition.ts). `whole`: the respondents and answered counts of the selection when it
 * is the universe whole, which takes every bin and needs only the threshold.
 */
export async function discloseSelection(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  release: Release,
  /** The selection's counts, or how to read them: needed only when it is the universe whole. */
  counts: WholeCounts | (() => Promise<WholeCounts>),
  /** `keys: false`: only whether the selection may be shown (its keys left unjudged). */
  options: { keys?: boolean; memo?: UniverseMemo } = {},
): Promise<Disclosure> {
  const { minGroup } = release.anonymity;
  const found = await judged(db, scope, filters, release, false, options.memo);
  if (found === null) {
    counts = typeof counts === 'function' ? await counts() : counts;
    const hidden = counts.respondents < minGroup ? 'too_few_respondents' : null;
    const keys = new Map<string, HiddenReason>();
    for (const [key, answered] of Object.entries(counts.answered))
      if (answered < minGroup) keys.set(key, 'too_few_respondents');
    return { hidden, keys };
  }
  if (typeof found === 'string') return { hidden: found, keys: new Map() };
  const { universe, selected, level } = found;
  const hidden = unitReason(
    reasonOf(alignment(partitionFor(universe, 0, minGroup, release.detail), selected), minGroup),
    level,
  );
  const keys = new Map<string, HiddenReason>();
  if (hidden || options.keys === false) return { hidden, keys };
  for (const [key, measure] of universe.measures) {
    if (key === respondentsMeasure) continue;
    const reason = reasonOf(
      alignment(partitionFor(universe, measure, minGroup, release.detail), selected),
      minGroup,
    );
    if (reason) keys.set(key, reason === 'differencing' ? 'complementary' : reason);
  }
  return { hidden, keys };
}

/** Whether a free-text question's answers of a selection may be listed (the text threshold, bins of text answers). */
export async function discloseTexts(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  release: Release,
  questionId: string,
): Promise<HiddenReason | null> {
  const { minTextGroup } = release.anonymity;
  const found = (await judged(db, scope, filters, release, true)) ?? (await wholeTexts(db, scope, release));
  if (typeof found === 'string') return found;
  const measure = found.universe.measures.get(questionId);
  if (measure === undefined) return 'too_few_for_text';
  const result = alignment(
    partitionFor(found.universe, measure, minTextGroup, release.detail),
    found.selected,
  );
  if (result.mass < minTextGroup || !result.safe) return 'too_few_for_text';
  return result.aligned ? null : unitReason('differencing', found.level);
}

async function wholeTexts(db: Db, scope: ResultsScope, release: Release) {
  const universe = await universeCells(db, { ...release, content: scope.content }, 'units', true);
  return { universe, selected: () => true, level: 'units' as const };
}

/** Of each school period of a universe alone (a heat map's rows): whether it may be shown. */
export async function discloseUnits(
  db: Db,
  scope: ResultsScope,
  release: Release,
): Promise<{
  unit: (periodId: number) => HiddenReason | null;
  key: (periodId: number, key: string) => boolean;
}> {
  const universe = await universeCells(db, { ...release, content: scope.content }, 'units', false);
  const { minGroup } = release.anonymity;
  const units = universe.cells.unit;
  const cellOf = new Map<number, number>();
  units.forEach((unit, cell) => {
    cellOf.set(unit, cell);
  });
  // A school whose cells hold a smaller school's answers too is hidden for that school's sake.
  const reasonFor = (periodId: number, measure: number) => {
    const reason = reasonOf(
      alignment(
        partitionFor(universe, measure, minGroup, release.detail),
        (cell) => units[cell] === periodId,
      ),
      minGroup,
    );
    return reason === 'differencing' ? 'complementary' : reason;
  };
  return {
    unit: (periodId) => (cellOf.has(periodId) ? reasonFor(periodId, 0) : 'too_few_respondents'),
    key: (periodId, key) => {
      const measure = universe.measures.get(key);
      return measure !== undefined && cellOf.has(periodId) && reasonFor(periodId, measure) === null;
    },
  };
}

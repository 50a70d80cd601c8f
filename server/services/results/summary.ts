import { sql } from 'drizzle-orm';
import type { SurveyLanguage } from '../../../common/languages';
import { type AnswerCounts, questionResults, scoreResults } from '../../../common/results/scoring';
import type {
  ActiveFilters,
  QuestionResult,
  ResultsRequest,
  ResultsSummary,
} from '../../../common/results/types';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/preparedReads';
import { type BenchmarkListRow, benchmarkListSql } from '../benchmarks/benchmarkQueries';
import { type Disclosure, discloseSelection } from '../disclosure/disclose';
import { discloseReleased, releasedScope } from '../disclosure/releasedScope';
import { type ReadEvent, readEventCtes, recordReadEvent } from '../events/recordEvent';
import { cellRowsFor } from '../resultCells/cellReads';
import { queryRows } from '../resultCells/queryRows';
import { answerCountsSql, countsFromPacked, loadAnswerCounts, type PackedCounts } from './answerCounts';
import { loadExpectedCount } from './ownClassesExpected';
import { buildResultsInfo } from './resultsInfo';
import type { ResultsScope } from './resultsScope';
import { assertFiltersInScope, hasCriteria, selectionSize } from './selection';
import { attachBenchmarks, loadBenchmarkChoices } from './summaryBenchmarks';
import { textQuestionsOf } from './textQuestions';

const noAnswers: AnswerCounts = { respondents: 0, values: {}, answered: {} };

/** Question results of a selection; a hidden selection gives every question its reason and no numbers. */
function questionsOf(scope: ResultsScope, counts: AnswerCounts, disclosure: Disclosure): QuestionResult[] {
  if (disclosure.hidden === null)
    return questionResults(scope.content, counts, scope.anonymity, disclosure.keys);
  const { hidden } = disclosure;
  return questionResults(scope.content, noAnswers, scope.anonymity).map((question) => ({
    ...question,
    hidden,
  }));
}

/**
 * The selection's counts from the cells and the benchmark list in one statement: each statement
 * of a read is a round trip and socket writes on both sides, which cost more than these two
 * statements' work on a shared machine (issue 20).
 */
async function countsWithBenchmarks(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  benchmarkId: number | null,
  /** The view's event, written by the same statement (`db` is the primary). */
  view: ReadEvent | null,
) {
  const counting = answerCountsSql(scope, filters);
  const listing = benchmarkListSql(scope, benchmarkId);
  const [row] = queryRows<{ counts: PackedCounts['rows']; benchmarks: BenchmarkListRow[] | string }>(
    await executePrepared(
      db,
      sql`${view ? sql`with ${readEventCtes(view)} ` : sql``}select (select rows from (${counting.query}) packed) as counts,
        ${listing ? sql`(select coalesce(json_agg(listed), '[]') from (${listing}) listed)` : sql`'[]'::json`} as benchmarks`,
    ),
  );
  const listed =
    typeof row.benchmarks === 'string' ? (JSON.parse(row.benchmarks) as BenchmarkListRow[]) : row.benchmarks;
  return Promise.all([countsFromPacked(row.counts), loadBenchmarkChoices(db, scope, benchmarkId, listed)]);
}

/** What a summary of a scope not released yet shows: how many answered, no answers. */
async function unreleasedSummary(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  resultsFrom: Date,
  options: { language: SurveyLanguage; isPdf?: boolean },
): Promise<ResultsSummary> {
  const [finished, expected] = await Promise.all([
    selectionSize(db, scope, {}),
    loadExpectedCount(db, scope),
  ]);
  const disclosure: Disclosure = { hidden: 'not_released', keys: new Map() };
  const questions = questionsOf(scope, noAnswers, disclosure);
  const scores = scoreResults(scope.content, questions);
  const info = buildResultsInfo(
    scope,
    filters,
    { finished, selected: 0, expected, compound: null, unfilteredCompound: null, hidden: 'not_released' },
    options,
  );
  return {
    info: { ...info, results_from: resultsFrom.toISOString() },
    pillars: scores.pillars,
    modules: scores.modules,
    questions,
    benchmarks: { list: [], selected: null },
    textQuestions: textQuestionsOf(scope.content),
  };
}

/**
 * Spec §3 results: info, pillars, modules and questions of the selection, with benchmarks when chosen.
 * Only a released scope shows answers, and of it only what takes whole released cells (disclosure).
 */
export async function loadResultsSummary(
  db: Db,
  requested: ResultsScope,
  request: ResultsRequest,
  /** `view`: the read's event, written while it reads (in its count statement when that goes to the event's db). */
  options: { language: SurveyLanguage; isPdf?: boolean; view?: ReadEvent | null },
): Promise<ResultsSummary> {
  return (await loadCountedSummary(db, requested, request, options)).summary;
}

/**
 * loadResultsSummary with the scope its figures were counted over (a survey's periods: those left
 * in), so a read made beside it (the respondents' own scores of a verdict) counts the same rows.
 */
export async function loadCountedSummary(
  db: Db,
  requested: ResultsScope,
  request: ResultsRequest,
  options: { language: SurveyLanguage; isPdf?: boolean; view?: ReadEvent | null },
): Promise<{ summary: ResultsSummary; scope: ResultsScope }> {
  const filters: ActiveFilters = request.filters ?? {};
  await assertFiltersInScope(db, requested, filters);
  const found = await releasedScope(db, requested);
  if ('resultsFrom' in found) {
    if (options.view) await recordReadEvent(options.view.db, options.view.claims, options.view.input);
    return {
      summary: await unreleasedSummary(db, requested, filters, found.resultsFrom, options),
      scope: requested,
    };
  }
  // Several families (a survey's periods): the parts that may not be shown are left out first.
  const several = found.releases.length > 1;
  const narrowed = several
    ? await discloseReleased(db, found, filters, () => loadAnswerCounts(db, found.scope, {}))
    : null;
  const scope = narrowed?.scope ?? found.scope;
  const filtered = hasCriteria(filters);

  // A selection the cells cannot answer is counted live in a transaction of its own: first, alone
  // (`db` may be a transaction, whose one connection cannot hold two at once). Every other read at
  // once: each is one statement, and none needs another's answer.
  const counted =
    cellRowsFor(scope, filters, { rollup: true }) === null
      ? await loadAnswerCounts(db, scope, filters)
      : null;
  const benchmarkId = request.benchmarkId ?? null;
  const view = options.view ?? null;
  const viewAlong = view !== null && counted === null && view.db === db;
  const [[counts, choices], unfiltered, expected] = await Promise.all([
    counted
      ? Promise.all([counted, loadBenchmarkChoices(db, scope, benchmarkId)])
      : countsWithBenchmarks(db, scope, filters, benchmarkId, viewAlong ? view : null),
    filtered ? loadAnswerCounts(db, scope, {}) : null,
    loadExpectedCount(db, scope),
    view && !viewAlong ? recordReadEvent(view.db, view.claims, view.input) : null,
  ]);
  const whole = unfiltered ?? counts;
  const [release] = found.releases;
  const [disclosure, wholeDisclosure] = several
    ? [narrowed?.disclosure as Disclosure, null]
    : await Promise.all([
        discloseSelection(db, scope, filters, release, counts),
        filtered ? discloseSelection(db, scope, {}, release, whole) : null,
      ]);

  const questions = questionsOf(scope, counts, disclosure);
  const scores = scoreResults(scope.content, questions);
  const unfilteredCompound =
    whole === counts
      ? scores.compound
      : wholeDisclosure?.hidden
        ? null
        : scoreResults(scope.content, questionsOf(scope, whole, wholeDisclosure ?? disclosure)).compound;

  const info = buildResultsInfo(
    scope,
    filters,
    {
      finished: whole.respondents,
      selected: counts.respondents,
      expected,
      compound: scores.compound,
      unfilteredCompound,
      hidden: disclosure.hidden,
    },
    options,
  );
  const summary: ResultsSummary = {
    info,
    pillars: scores.pillars,
    modules: scores.modules,
    questions,
    benchmarks: { list: [], selected: null },
    textQuestions: textQuestionsOf(scope.content),
  };
  return { summary: attachBenchmarks(summary, choices), scope };
}

import type { SurveyLanguage } from '../../../common/languages';
import { selectionHidden } from '../../../common/results/anonymity';
import { type AnswerCounts, questionResults, scoreResults } from '../../../common/results/scoring';
import type {
  ActiveFilters,
  HiddenReason,
  QuestionResult,
  ResultsRequest,
  ResultsSummary,
} from '../../../common/results/types';
import type { Db } from '../../db/client';
import { loadAnswerCounts } from './answerCounts';
import { loadExpectedCount } from './ownClassesExpected';
import { buildResultsInfo } from './resultsInfo';
import type { ResultsScope } from './resultsScope';
import { assertFiltersInScope, relatedSelections, selectionSize } from './selection';
import { attachBenchmarks } from './summaryBenchmarks';
import { textQuestionsOf } from './textQuestions';

const noAnswers: AnswerCounts = { respondents: 0, values: {}, answered: {} };

/** Question results of a selection; a hidden selection gives every question its reason and no numbers. */
function questionsOf(
  scope: ResultsScope,
  counts: AnswerCounts,
  hidden: HiddenReason | null,
): QuestionResult[] {
  if (hidden === null) return questionResults(scope.content, counts, scope.anonymity);
  return questionResults(scope.content, noAnswers, scope.anonymity).map((question) => ({
    ...question,
    hidden,
  }));
}

/** Spec §3 results: info, pillars, modules and questions of the selection, with benchmarks when chosen. */
export async function loadResultsSummary(
  db: Db,
  scope: ResultsScope,
  request: ResultsRequest,
  options: { language: SurveyLanguage; isPdf?: boolean },
): Promise<ResultsSummary> {
  const filters: ActiveFilters = request.filters ?? {};
  await assertFiltersInScope(db, scope, filters);
  const related = relatedSelections(filters);
  const narrower = related.filter((selection) => Object.keys(selection).length > 0);

  const counts = await loadAnswerCounts(db, scope, filters);
  const unfiltered = related.length > 0 ? await loadAnswerCounts(db, scope, {}) : counts;
  const narrowerSizes: number[] = [];
  for (const selection of narrower) narrowerSizes.push(await selectionSize(db, scope, selection));
  const relatedSizes = related.length > 0 ? [unfiltered.respondents, ...narrowerSizes] : [];

  const hidden = selectionHidden(counts.respondents, relatedSizes, scope.anonymity);
  const questions = questionsOf(scope, counts, hidden);
  const scores = scoreResults(scope.content, questions);
  const unfilteredCompound =
    unfiltered === counts
      ? scores.compound
      : scoreResults(scope.content, questionResults(scope.content, unfiltered, scope.anonymity)).compound;

  const info = buildResultsInfo(
    scope,
    filters,
    {
      finished: unfiltered.respondents,
      selected: counts.respondents,
      expected: await loadExpectedCount(db, scope),
      compound: scores.compound,
      unfilteredCompound,
      hidden,
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
  return attachBenchmarks(db, scope, summary, request.benchmarkId ?? null);
}

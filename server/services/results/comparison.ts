import type { SurveyLanguage } from '../../../common/languages';
import { compareSummaries } from '../../../common/results/comparison';
import type {
  ActiveFilters,
  ComparisonResult,
  ResultsRequest,
  ResultsSummary,
} from '../../../common/results/types';
import type { Db } from '../../db/client';
import { loadRespondentScores } from './respondentScores';
import type { ResultsScope } from './resultsScope';
import { loadCountedSummary } from './summary';

/** One side of a comparison: the scope its summary was counted over, its filters, and the summary. */
export type ComparedSide = { scope: ResultsScope; filters: ActiveFilters; summary: ResultsSummary };

/** A selection's summary as one side of a comparison (or of strengths and areas to work on). */
export async function loadSide(
  db: Db,
  scope: ResultsScope,
  request: ResultsRequest,
  options: { language: SurveyLanguage; isPdf?: boolean },
): Promise<ComparedSide> {
  const counted = await loadCountedSummary(db, scope, request, options);
  return { scope: counted.scope, filters: request.filters ?? {}, summary: counted.summary };
}

const startOf = (side: ComparedSide) => Date.parse(side.summary.info.survey_info.dates.start);

/**
 * The one comparison of two selections every place reads (the screen, the PDF, the dashboard's
 * highlights, action plans): the one that started earlier is the base (left), so a change always
 * reads from before to after, whichever of the two the reader opened; verdicts by compareSummaries
 * on the respondents' own scores, read here on the server.
 */
export async function compareSides(db: Db, sides: [ComparedSide, ComparedSide]): Promise<ComparisonResult> {
  const [left, right] = [...sides].sort((a, b) => startOf(a) - startOf(b));
  const scores = {
    left: await loadRespondentScores(db, left.scope, left.filters, left.summary),
    right: await loadRespondentScores(db, right.scope, right.filters, right.summary),
  };
  const changes = compareSummaries(left.summary, right.summary, scores);
  return { left: left.summary.info, right: right.summary.info, ...withBenchmark(changes, sides[0].summary) };
}

/** The benchmark chosen on the opened selection (the first side), its score beside each compared row. */
function withBenchmark(
  changes: Omit<ComparisonResult, 'left' | 'right'>,
  opened: ResultsSummary,
): Omit<ComparisonResult, 'left' | 'right'> {
  const chosen = opened.benchmarks.list.find((item) => item.id === opened.benchmarks.selected);
  if (!chosen) return changes;
  const pillarScore = (id: string) =>
    opened.pillars.find((pillar) => pillar.id === id)?.benchmark?.score ?? null;
  const questionScore = (key: string) =>
    opened.questions.find((question) => question.key === key)?.benchmark?.score ?? null;
  return {
    ...changes,
    benchmark: { id: chosen.id, name: chosen.name },
    pillars: changes.pillars.map((pillar) => ({ ...pillar, benchmark: pillarScore(pillar.id) })),
    questions: changes.questions.map((question) => ({ ...question, benchmark: questionScore(question.key) })),
  };
}

/** Two selections read with the same filters, compared (compareSides). */
export async function loadComparison(
  db: Db,
  scopes: [ResultsScope, ResultsScope],
  filters: ActiveFilters,
  language: SurveyLanguage,
  /** The benchmark chosen on the first (opened) selection. */
  benchmarkId: number | null = null,
): Promise<ComparisonResult> {
  const sides: ComparedSide[] = [];
  for (const [index, scope] of scopes.entries()) {
    const request = {
      period_identifiers: scope.identifiers,
      filters,
      ...(index === 0 ? { benchmarkId } : {}),
    };
    sides.push(await loadSide(db, scope, request, { language }));
  }
  return compareSides(db, [sides[0], sides[1]]);
}

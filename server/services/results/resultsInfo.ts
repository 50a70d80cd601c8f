import type { SurveyLanguage } from '../../../common/languages';
import { localizedText } from '../../../common/localizedText';
import {
  type ActiveFilters,
  type HiddenReason,
  listedOrganizationsMax,
  type ResultsInfo,
} from '../../../common/results/types';
import { allQuestions } from '../../../common/survey/content';
import { schoolYearOf } from '../benchmarks/benchmarkQueries';
import { compoundWords } from '../exports/reportWords';
import { periodStatus } from '../periods/periodStatus';
import type { ResultsScope } from './resultsScope';
import { shareRefusal } from './shareLinks';

const scoredTypes = new Set(['agreement', 'frequency', 'rating', 'matrix']);

export type InfoNumbers = {
  /** Finished responses in the scope before filters. */
  finished: number;
  /** Respondents in the filtered selection. */
  selected: number;
  /** Respondents expected in the scope (a teacher's own classes only, when limited to them). */
  expected: number;
  compound: number | null;
  unfilteredCompound: number | null;
  hidden: HiddenReason | null;
};

const periodIdentity = (scope: ResultsScope) => {
  const [main] = scope.periods;
  if (scope.identifiers.type === 'survey' || !main) return null;
  return { id: main.id, name: main.name, status: periodStatus(main) };
};

/** Spec §3 results info; -1 stands for "none" (spec §9), and for every number a hidden selection would give away. */
export function buildResultsInfo(
  scope: ResultsScope,
  filters: ActiveFilters,
  numbers: InfoNumbers,
  options: { language: SurveyLanguage; isPdf?: boolean },
): ResultsInfo {
  const countedIds = new Set(scope.periodIds);
  const counted = scope.periods.filter((period) => countedIds.has(period.id));
  const starts = counted.map((period) => period.startsAt.getTime());
  const ends = counted.map((period) => period.endsAt.getTime());
  const start = new Date(starts.length ? Math.min(...starts) : scope.periods[0].startsAt.getTime());
  const end = new Date(ends.length ? Math.max(...ends) : scope.periods[0].endsAt.getTime());
  const { expected } = numbers;
  const yearStart = schoolYearOf(start);
  const words = compoundWords(options.language);
  const shown = numbers.hidden === null;
  const parentPeriodId =
    scope.identifiers.type === 'parent_period'
      ? scope.identifiers.id
      : (scope.periods[0]?.parentPeriodId ?? null);

  return {
    compound_score: {
      enabled: allQuestions(scope.content).some((question) => scoredTypes.has(question.type)),
      name: words.name,
      unfiltered_value: numbers.unfilteredCompound ?? -1,
      value: shown ? (numbers.compound ?? -1) : -1,
      text: words.text,
    },
    parent_period_id: parentPeriodId,
    own_schools_only: scope.ownSchoolsOnly,
    // A survey's periods together have no one period to share.
    can_share: scope.identifiers.type !== 'survey' && shareRefusal(scope) === null,
    period: periodIdentity(scope),
    survey_info: {
      num_finished: numbers.finished,
      survey_name: localizedText(scope.surveyName, options.language),
      time_period: { start: start.toISOString() },
      dates: { start: start.toISOString(), end: end.toISOString(), yearStart, yearEnd: yearStart + 1 },
      survey_id: scope.surveyId,
      respondentOriginCount: shown ? numbers.selected : -1,
      responseRate: expected > 0 ? Math.round((numbers.finished / expected) * 100) : -1,
      respondentsExpected: expected,
      organization_name: scope.organizations[0]?.name ?? '',
      organizations: scope.organizations.slice(0, listedOrganizationsMax),
      organization_count: scope.organizations.length,
    },
    filters,
    is_pdf: options.isPdf ?? false,
    anonymity: scope.anonymity,
    hidden: numbers.hidden,
  };
}

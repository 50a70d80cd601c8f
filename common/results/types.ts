import type { Localized, QuestionType } from '../survey/content';

/**
 * The results API (spec §3 results properties and info, §7 results base /api/results/v2/ and,
 * for demo mode, /api/results/demo/). Every number here has already passed the anonymity rules:
 * what may not be shown is absent and `hidden` says why.
 */

/** Which responses a results page reads (spec §3 orgtype: period, survey or other = parent period). */
export type PeriodIdentifiers = { type: 'period' | 'survey' | 'parent_period'; id: number };

/** The active filters: each list narrows the respondents; lists combine with AND, values within one with OR. */
export type ActiveFilters = {
  class?: number[];
  group?: number[];
  grade?: number[];
  teacher?: number[];
  /** Question-built filter id → chosen filter values. */
  question?: Record<string, string[]>;
};

export type ResultsRequest = {
  period_identifiers: PeriodIdentifiers;
  filters?: ActiveFilters;
  benchmarkId?: number | null;
};

/** Why something is not shown (the screen explains each in words). */
export type HiddenReason =
  /** The group has fewer respondents than the threshold. */
  | 'too_few_respondents'
  /** Free text needs the larger text threshold. */
  | 'too_few_for_text'
  /** Shown together with a larger group it would let someone subtract a group below the threshold. */
  | 'differencing'
  /** Another cell of a breakdown was hidden and this one would give it away. */
  | 'complementary'
  /** The period (or one of its family) is still open: results are released when it closes. */
  | 'not_released';

export type Anonymity = { minGroup: number; minTextGroup: number };

/**
 * How finely a period's released results are cut by roster (docs/ANONYMITY.md): by class, or by grade
 * or school period only, so that groups of answers (question filters) and groups can be compared.
 */
export const resultsDetails = ['classes', 'grades', 'school'] as const;
export type ResultsDetail = (typeof resultsDetails)[number];

/** The most organisations a results info lists by name (see survey_info.organizations). */
export const listedOrganizationsMax = 5;

/** Spec §3 results info. -1 stands for "none" in compound score and response rate (spec §9). */
export type ResultsInfo = {
  compound_score: { enabled: boolean; name: string; unfiltered_value: number; value: number; text: string };
  parent_period_id: number | null;
  /** A parent period read by a school-level reader: only their own schools' responses are counted. */
  own_schools_only: boolean;
  /**
   * The viewer may make and list share links of the period (POST/GET /api/results/v2/share): false for
   * a teacher who reads their own classes, a reader through property values alone (read only), a
   * school-level reader of a parent period, demo and share-link viewers, and a survey's periods.
   */
  can_share: boolean;
  period: { id: number; name: string; status: 'upcoming' | 'open' | 'closed' } | null;
  survey_info: {
    num_finished: number;
    survey_name: string;
    time_period: { start: string };
    dates: { start: string; end: string; yearStart: number; yearEnd: number };
    survey_id: number;
    /** Respondents in the current selection (after filters) whose answers are counted. */
    respondentOriginCount: number;
    responseRate: number;
    respondentsExpected: number;
    organization_name: string;
    /**
     * The scope's organisations, the main period's first: at most `listedOrganizationsMax` of them,
     * so a parent period's summary does not grow with its schools (the heat map lists those).
     */
    organizations: { id: number; name: string }[];
    /** How many organisations the scope has in all (absent: `organizations` lists every one). */
    organization_count?: number;
  };
  filters: ActiveFilters;
  is_pdf: boolean;
  anonymity: Anonymity;
  /** Set when the whole selection is below the threshold or a differencing pair: nothing else is shown. */
  hidden: HiddenReason | null;
  /** While not released ('not_released'): when the results will be, the end of the family's last period. */
  results_from?: string | null;
};

export type DistributionEntry = {
  /** Scale point, rating value, option id or number. */
  value: string | number;
  label: Localized;
  count: number;
  /** 0..1 of `answered`. */
  share: number;
};

/** One question, or one item of a matrix (key `question.item`). */
export type QuestionResult = {
  key: string;
  questionId: string;
  itemId: string | null;
  moduleId: string;
  type: QuestionType;
  text: Localized;
  /** The matrix's own text when this is an item. */
  parentText: Localized | null;
  pillar: string | null;
  reverse: boolean;
  /** Set when the author marked which end of a single choice's options is good. */
  goodEnd?: 'first' | 'last';
  hidden: HiddenReason | null;
  answered: number;
  distribution: DistributionEntry[];
  /** Mean on the question's own scale (1–5, 0–10, number); null where it means nothing. */
  mean: number | null;
  /** 0..100, reverse-scored items already turned round; null for unscored types. */
  score: number | null;
  /** 0..1 share of favourable answers (4–5 on a scale, 7–10 on a rating; reversed items the other end). */
  favourable: number | null;
  benchmark: BenchmarkPoint | null;
};

export type ScoreResult = {
  id: string;
  name: Localized;
  /** 0..100 mean of the item scores; null when hidden or unscored. */
  score: number | null;
  favourable: number | null;
  hidden: HiddenReason | null;
  benchmark: BenchmarkPoint | null;
};

export type BenchmarkPoint = { score: number | null; favourable: number | null };

/**
 * The benchmark id of a parent period's aggregate (all its schools together), offered to a reader
 * who sees only their own school of it (`info.own_schools_only`); real benchmarks' ids are positive.
 */
export const parentAggregateBenchmarkId = 0;

export type BenchmarkSummary = {
  id: number;
  name: Localized;
  scope: 'overall' | 'organization' | 'defined' | 'parent_period';
  schoolCount: number;
  respondentCount: number;
};

export type ResultsSummary = {
  info: ResultsInfo;
  pillars: ScoreResult[];
  modules: ScoreResult[];
  questions: QuestionResult[];
  benchmarks: { list: BenchmarkSummary[]; selected: number | null };
  /** Open-text questions, in survey order; their answers come from {base}/texts, not from `questions`. */
  textQuestions?: { questionId: string; moduleId: string; text: Localized }[];
};

/** Open-text answers of one question, shuffled, with nothing that links them to a respondent. */
export type OpenTextResult = {
  questionId: string;
  hidden: HiddenReason | null;
  answers: string[];
  total: number;
  words: { word: string; count: number }[];
  /** The text threshold that applied (anonymity.minTextGroup), so the screen can name it when hidden. */
  minTextGroup?: number;
};

/** Spec §3 filter. Built-in ones (class, group, grade, teacher) have string ids equal to their type. */
export type ResultsFilter = {
  id: number | string;
  name: string;
  type: 'class' | 'group' | 'grade' | 'teacher' | 'question';
  mapping: { question_options: { id: string; value: string; label?: Localized }[] } | null;
  /** The values one can choose, each with how many respondents it holds (absent when too few). */
  values: { value: string; label: string; count: number | null; hidden: HiddenReason | null }[];
  visibility: boolean;
  question_id: string | null;
  counts: { legacy: number; existing: number; expected: number };
  canEdit: boolean;
  active: boolean;
  popup: boolean;
};

/** Change between two selections, and whether it is larger than chance for these group sizes. */
export type Change = {
  before: number | null;
  after: number | null;
  delta: number | null;
  meaningful: boolean | null;
};

/** A compared row with, when a benchmark is chosen, its score (null: none for this one). */
export type BenchmarkedChange = Change & { benchmark?: number | null };

export type ComparisonResult = {
  left: ResultsInfo;
  right: ResultsInfo;
  compound: Change;
  pillars: (BenchmarkedChange & { id: string; name: Localized })[];
  questions: (BenchmarkedChange & { key: string; text: Localized; parentText: Localized | null })[];
  /** The benchmark chosen on the opened selection, whose scores the rows carry. */
  benchmark?: { id: number; name: Localized };
};

/** One school's row of the heat map. */
export type HeatMapSchool = {
  id: number;
  name: string;
  /** The school's child period of the parent period (the drill-down opens it). */
  periodId: number;
  respondents: number | null;
  hidden: HiddenReason | null;
  /** Pillar id → 0..100 score, absent when hidden. */
  scores: Record<string, number | null>;
};

/** One page of a parent period's heat map: its schools in the order of their names. */
export type HeatMapResult = {
  pillars: { id: string; name: Localized }[];
  schools: HeatMapSchool[];
  /** Schools of the whole map (of those whose names contain the search, when one was given). */
  total: number;
  page: number;
  page_size: number;
};

/** A period listed on /school/results and /organization/results. */
export type ResultsPeriod = {
  id: number;
  type: PeriodIdentifiers['type'];
  name: string;
  survey_id: number;
  survey_name: Localized;
  organization_name: string;
  starts_at: string;
  ends_at: string;
  status: 'upcoming' | 'open' | 'closed';
  num_finished: number;
  respondents_expected: number;
  /** Set when the viewer sees only some classes (a teacher with results access). */
  own_classes_only: boolean;
  /** The school year it counts in (the school's own, else from 1 September), as benchmarks count it. */
  school_year: { year: number; name: string } | null;
};

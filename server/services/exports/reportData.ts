import type { SurveyLanguage } from '../../../common/languages';
import type { RankedTheme } from '../../../common/results/themeRanking';
import type { ComparisonResult, ResultsSummary } from '../../../common/results/types';
import type { SurveyContent } from '../../../common/survey/content';
import type { ReportFilter } from './reportFilters';

/** Everything a PDF report prints, already through the anonymity rules of the summary. */
export type ReportData = {
  language: SurveyLanguage;
  generatedAt: Date;
  content: SurveyContent;
  summary: ResultsSummary;
  /** Strengths and areas to work on, as the screen reads them (services/results/themeStandings.ts). */
  themes: RankedTheme[];
  /** The active filters with the names of their values, for the cover. */
  filters: ReportFilter[];
  /** Set when the viewer chose a period to compare with: `left` is the earlier of the two. */
  comparison: ComparisonResult | null;
};

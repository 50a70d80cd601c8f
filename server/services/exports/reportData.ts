import type { SurveyLanguage } from '../../../common/languages';
import type { ComparisonResult, ResultsSummary } from '../../../common/results/types';
import type { SurveyContent } from '../../../common/survey/content';
import type { ReportFilter } from './reportFilters';

/** Everything a PDF report prints, already through the anonymity rules of the summary. */
export type ReportData = {
  language: SurveyLanguage;
  generatedAt: Date;
  content: SurveyContent;
  summary: ResultsSummary;
  /** The active filters with the names of their values, for the cover. */
  filters: ReportFilter[];
  /** Set when the viewer chose a period to compare with. */
  comparison: ComparisonResult | null;
};

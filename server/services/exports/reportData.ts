import type { LanguageCode } from '../../../common/languages';
import type { ComparisonResult, ResultsSummary } from '../../../common/results/types';
import type { SurveyContent } from '../../../common/survey/content';

/** Everything a PDF report prints, already through the anonymity rules of the summary. */
export type ReportData = {
  language: LanguageCode;
  generatedAt: Date;
  content: SurveyContent;
  summary: ResultsSummary;
  /** Set when the viewer chose a period to compare with. */
  comparison: ComparisonResult | null;
};

import type { SurveyLanguage } from '../../../../common/languages';
import type { ResultsSummary } from '../../../../common/results/types';
import type { ReportFilter } from '../reportFilters';
import { streamedWorkbook } from './streamedWorkbook';
import { writeSummarySheet } from './summarySheet';

/**
 * The Excel export: the summary's figures, written through exceljs's streaming writer. No sheet
 * lists respondents one by one: a row per respondent (class, answers, texts) singles people out,
 * which no figure of the product may (docs/ANONYMITY.md). The bytes are collected for the export
 * record, which keeps the finished file until it expires.
 */
export async function buildResultsWorkbook(input: {
  summary: ResultsSummary;
  language: SurveyLanguage;
  /** The active filters with their values' names, for the Summary sheet. */
  reportFilters: ReportFilter[];
}): Promise<Buffer> {
  return streamedWorkbook((workbook) =>
    writeSummarySheet(workbook, input.summary, input.language, input.reportFilters),
  );
}

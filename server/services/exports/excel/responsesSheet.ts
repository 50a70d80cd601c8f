import type ExcelJS from 'exceljs';
import type { SurveyLanguage } from '../../../../common/languages';
import { suppressBreakdown, textHidden } from '../../../../common/results/anonymity';
import type { ActiveFilters, ResultsSummary } from '../../../../common/results/types';
import type { Db } from '../../../db/client';
import type { ResultsScope } from '../../results/resultsScope';
import { reportWords } from '../reportWords';
import { neutraliseRow } from './neutraliseCell';
import { responseBatches, selectionBreakdown } from './responseBatches';
import { responseColumns } from './responseColumns';

/** What the results workbook is written from: the selection, its summary and the report's language. */
export type ResultsSheetInput = {
  db: Db;
  scope: ResultsScope;
  filters: ActiveFilters;
  summary: ResultsSummary;
  language: SurveyLanguage;
};

/** Only a selection the summary shows whole (at least the threshold, no differencing) lists its responses. */
export function responsesAllowed(summary: ResultsSummary): boolean {
  return (
    summary.info.hidden === null &&
    summary.info.survey_info.respondentOriginCount >= summary.info.anonymity.minGroup
  );
}

/** Keys of a breakdown whose groups are large enough to be named beside a response. */
function visibleKeys<K>(cells: { key: K; n: number }[], minGroup: number): Set<K> {
  const hidden = suppressBreakdown(cells, minGroup, true);
  return new Set(cells.filter((_, index) => hidden[index] === null).map((cell) => cell.key));
}

/**
 * The 'Responses' sheet: one row per finished response, shuffled, with no identity and no times; the
 * class and grade only where their group reaches the threshold; open texts only above the text threshold.
 */
export async function writeResponsesSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  input: ResultsSheetInput,
  onBatch: (written: number) => Promise<void>,
): Promise<void> {
  const { db, scope, filters, summary, language } = input;
  const { anonymity } = summary.info;
  const size = summary.info.survey_info.respondentOriginCount;
  const breakdown = await selectionBreakdown(db, scope, filters);
  const namedClasses = visibleKeys(
    breakdown.classes.map((cell) => ({ key: cell.id, n: cell.n })),
    anonymity.minGroup,
  );
  const namedGrades = visibleKeys(
    breakdown.grades.map((cell) => ({ key: cell.grade, n: cell.n })),
    anonymity.minGroup,
  );
  const classNames = new Map(breakdown.classes.map((cell) => [cell.id, cell.name]));
  const shownKeys = new Set(summary.questions.filter((q) => q.hidden === null).map((q) => q.key));
  const columns = responseColumns(scope.content, shownKeys, textHidden(size, anonymity) === null, language);
  const words = reportWords(language);

  const sheet = workbook.addWorksheet('Responses');
  sheet
    .addRow(neutraliseRow([words.response, words.className, words.grade, ...columns.map((c) => c.header)]))
    .commit();
  let written = 0;
  for await (const batch of responseBatches(db, scope, filters)) {
    for (const row of batch) {
      written += 1;
      // An empty cell (null) is left out of the sheet's XML, which keeps the rows small and fast to write.
      const className =
        row.classId !== null && namedClasses.has(row.classId) ? classNames.get(row.classId) : null;
      const grade = row.grade !== null && namedGrades.has(row.grade) ? row.grade : null;
      const answers = columns.map((column) => column.cell(row.answers));
      sheet.addRow(neutraliseRow([written, className, grade, ...answers])).commit();
    }
    await onBatch(written);
  }
  sheet.commit();
}

import type ExcelJS from 'exceljs';
import type { SurveyLanguage } from '../../../../common/languages';
import { localizedText } from '../../../../common/localizedText';
import { weighShare } from '../../../../common/results/statistics';
import type { QuestionResult, ResultsSummary } from '../../../../common/results/types';
import { answerWords } from '../answerWords';
import { filterLine } from '../pdf/reportFilterLine';
import type { ReportFilter } from '../reportFilters';
import { hiddenReasonText, reportWords } from '../reportWords';
import { neutraliseRow } from './neutraliseCell';
import { scoresTable } from './scoresTable';

function questionText(question: QuestionResult, language: SurveyLanguage): string {
  const text = localizedText(question.text, language);
  return question.parentText ? `${localizedText(question.parentText, language)} — ${text}` : text;
}

/** Rows of one question's block: its text, a row per answer value, then mean and favourable share. */
function questionBlock(question: QuestionResult, language: SurveyLanguage): unknown[][] {
  const words = reportWords(language);
  const heading = [questionText(question, language)];
  if (question.hidden) return [heading, [hiddenReasonText(language, question.hidden)]];
  return [
    heading,
    [words.value, words.count, words.share],
    ...question.distribution.map((entry) => [
      answerWords(entry, question.type, language),
      entry.count,
      Math.round(entry.share * 1000) / 1000,
    ]),
    [words.answered, question.answered],
    ...(question.mean !== null ? [[words.mean, question.mean]] : []),
    ...(question.favourable !== null
      ? [[words.favourable, Math.round(question.favourable * 1000) / 1000]]
      : []),
    ...favourableInterval(question, language),
  ];
}

/** The favourable share's 95 % Wilson interval (statistics.weighShare), as the screen and the PDF weigh it. */
function favourableInterval(question: QuestionResult, language: SurveyLanguage): unknown[][] {
  const weighed = weighShare(question.favourable, question.answered);
  if (!weighed) return [];
  const share = (value: number) => Math.round(value * 1000) / 1000;
  const words = reportWords(language);
  return [[words.favourableInterval, share(weighed.interval.low), share(weighed.interval.high)]];
}

/**
 * The 'Summary' sheet: the overall figures (the filters named; the selection's respondents, or why
 * they are hidden; the period's answered, expected and response rate said to be the whole period's
 * when filters narrow the selection), the scores of themes and questions (with the chosen benchmark
 * beside them), then one block per question (hidden ones say why).
 */
export function writeSummarySheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  summary: ResultsSummary,
  language: SurveyLanguage,
  filters: ReportFilter[] = [],
): void {
  const words = reportWords(language);
  const { info } = summary;
  const survey = info.survey_info;
  const filtered = filterLine(filters, words);
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [{ width: 60 }, { width: 12 }, { width: 12 }, { width: 20 }, { width: 24 }];
  const rows: unknown[][] = [
    [words.survey, survey.survey_name],
    [words.organization, survey.organization_name],
    [words.period, info.period?.name ?? ''],
    [words.filters, filtered ?? words.noFilters],
    [words.respondents, info.hidden ? hiddenReasonText(language, info.hidden) : survey.respondentOriginCount],
    [
      filtered ? words.finishedPeriod : `${words.answered} / ${words.expected}`,
      survey.num_finished,
      survey.respondentsExpected,
    ],
    [
      filtered ? words.responseRatePeriod : words.responseRate,
      survey.responseRate < 0 ? '' : survey.responseRate,
    ],
  ];
  if (info.compound_score.enabled && info.compound_score.value >= 0) {
    rows.push([info.compound_score.name || words.compoundScore, info.compound_score.value]);
  }
  rows.push([]);
  if (info.hidden) rows.push([hiddenReasonText(language, info.hidden)]);
  else {
    const scores = scoresTable(summary, language);
    if (scores.length) rows.push(...scores, []);
    for (const question of summary.questions) rows.push(...questionBlock(question, language), []);
  }
  for (const values of rows) sheet.addRow(neutraliseRow(values)).commit();
  sheet.commit();
}

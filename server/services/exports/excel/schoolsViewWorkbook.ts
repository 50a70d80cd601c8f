import type { SurveyLanguage } from '../../../../common/languages';
import { localizedText } from '../../../../common/localizedText';
import type { SchoolsView } from '../../../../common/results/schoolsView';
import { hiddenReasonText, reportWords } from '../reportWords';
import { changeOf, spanLabel } from '../schoolsViewFigures';
import { neutraliseRow } from './neutraliseCell';
import { streamedWorkbook } from './streamedWorkbook';

const blank = (value: number | null | undefined) => (value === null || value === undefined ? '' : value);

/**
 * The schools × themes view as one sheet: a row per school (its period, respondents, response rate,
 * overall and theme scores, then each one's change since the previous term), the benchmark row last.
 * Only the view's figures, which are the schools' own released results: nothing per respondent.
 */
export async function buildSchoolsViewWorkbook(view: SchoolsView, language: SurveyLanguage): Promise<Buffer> {
  const words = reportWords(language);
  return streamedWorkbook((workbook) => {
    const sheet = workbook.addWorksheet(words.schoolsTitle.slice(0, 31));
    const themes = view.themes.map((theme) => localizedText(theme.name, language));
    sheet.columns = [
      { width: 32 },
      { width: 18 },
      ...Array.from({ length: 3 + themes.length * 2 }, () => ({ width: 14 })),
    ];
    const rows: unknown[][] = [
      [words.survey, localizedText(view.survey.name, language)],
      [words.schoolYear, spanLabel(view, words)],
      [],
      [
        words.organization,
        words.period,
        words.respondents,
        `${words.responseRate} %`,
        words.compoundScore,
        ...themes,
        `${words.change}: ${words.compoundScore}`,
        ...themes.map((theme) => `${words.change}: ${theme}`),
      ],
    ];
    for (const row of view.schools) {
      const { current } = row;
      const shown = current.hidden === null;
      rows.push([
        row.name,
        current.periodName,
        blank(current.respondents),
        blank(current.responseRate),
        ...(shown
          ? [
              blank(current.overall),
              ...view.themes.map((theme) => blank(current.scores[theme.id])),
              blank(changeOf(row, 'overall')),
              ...view.themes.map((theme) => blank(changeOf(row, theme.id))),
            ]
          : [hiddenReasonText(language, current.hidden ?? 'too_few_respondents')]),
      ]);
    }
    if (view.benchmark) {
      const benchmark = view.benchmark;
      rows.push([
        `${words.benchmark}: ${localizedText(benchmark.name, language)}`,
        `${benchmark.schoolCount} ${words.otherSchools}`,
        '',
        '',
        '',
        ...view.themes.map((theme) => blank(benchmark.scores[theme.id])),
      ]);
    }
    for (const values of rows) sheet.addRow(neutraliseRow(values)).commit();
    sheet.commit();
  });
}

import type { SurveyLanguage } from '../../../../common/languages';
import { localizedText } from '../../../../common/localizedText';
import type { Answers } from '../../../../common/survey/answers';
import type { Question } from '../../../../common/survey/content';
import { allQuestions, type SurveyContent } from '../../../../common/survey/content';
import { isTextQuestion as isText } from '../../results/textQuestions';

/** One column of the 'Responses' sheet: a question, or one item of a matrix. */
export type ResponseColumn = {
  key: string;
  header: string;
  cell: (answers: Answers) => string | number | null;
};

/** A question's answer as a cell: option ids become their labels, looked up once per question. */
function optionCell(question: Question, language: SurveyLanguage): ResponseColumn['cell'] {
  const labels = new Map<string, string>();
  for (const option of question.options ?? []) {
    if (!labels.has(option.id)) labels.set(option.id, localizedText(option.label, language) || option.id);
  }
  const labelOf = (id: string) => labels.get(id) ?? id;
  const hasOptions = Boolean(question.options);
  return (answers) => {
    const value = answers[question.id] ?? null;
    if (Array.isArray(value)) return value.map(labelOf).join('; ');
    if (typeof value === 'string' && hasOptions) return labelOf(value);
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  };
}

/**
 * The columns of the response sheet, in survey order. `shownKeys` are the question keys the summary
 * shows (an item answered by too few stays out); open texts come only when `withTexts`.
 */
export function responseColumns(
  content: SurveyContent,
  shownKeys: Set<string>,
  withTexts: boolean,
  language: SurveyLanguage,
): ResponseColumn[] {
  return allQuestions(content).flatMap((question): ResponseColumn[] => {
    const header = `${question.id}: ${localizedText(question.text, language)}`;
    if (isText(question)) {
      if (!withTexts) return [];
      return [
        {
          key: question.id,
          header,
          cell: optionCell(question, language),
        },
      ];
    }
    if (question.type === 'matrix') {
      return (question.items ?? [])
        .filter((item) => shownKeys.has(`${question.id}.${item.id}`))
        .map((item) => ({
          key: `${question.id}.${item.id}`,
          header: `${question.id}.${item.id}: ${localizedText(question.text, language)} — ${localizedText(item.text, language)}`,
          cell: (answers) => {
            const value = answers[question.id];
            return value && typeof value === 'object' && !Array.isArray(value)
              ? (value[item.id] ?? null)
              : null;
          },
        }));
    }
    if (!shownKeys.has(question.id)) return [];
    return [
      {
        key: question.id,
        header,
        cell: optionCell(question, language),
      },
    ];
  });
}

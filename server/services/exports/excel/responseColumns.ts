import type { LanguageCode } from '../../../../common/languages';
import { localizedText } from '../../../../common/localizedText';
import type { Answers, AnswerValue } from '../../../../common/survey/answers';
import type { Question } from '../../../../common/survey/content';
import { allQuestions, type SurveyContent } from '../../../../common/survey/content';
import { isTextQuestion as isText } from '../../results/textQuestions';

/** One column of the 'Responses' sheet: a question, or one item of a matrix. */
export type ResponseColumn = {
  key: string;
  header: string;
  cell: (answers: Answers) => string | number | null;
};

function optionCell(question: Question, value: AnswerValue, language: LanguageCode): string | number | null {
  const labelOf = (id: string) =>
    localizedText(question.options?.find((option) => option.id === id)?.label, language) || id;
  if (Array.isArray(value)) return value.map(labelOf).join('; ');
  if (typeof value === 'string' && question.options) return labelOf(value);
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/**
 * The columns of the response sheet, in survey order. `shownKeys` are the question keys the summary
 * shows (an item answered by too few stays out); open texts come only when `withTexts`.
 */
export function responseColumns(
  content: SurveyContent,
  shownKeys: Set<string>,
  withTexts: boolean,
  language: LanguageCode,
): ResponseColumn[] {
  return allQuestions(content).flatMap((question): ResponseColumn[] => {
    const header = `${question.id}: ${localizedText(question.text, language)}`;
    if (isText(question)) {
      if (!withTexts) return [];
      return [
        {
          key: question.id,
          header,
          cell: (answers) => optionCell(question, answers[question.id] ?? null, language),
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
        cell: (answers) => optionCell(question, answers[question.id] ?? null, language),
      },
    ];
  });
}

import type { SurveyLanguage } from '../../../common/languages';
import type { Condition, Question, Rule } from '../../../common/survey/content';
import { anyText } from '../../../common/survey/localizedText';
import { scaleWordsFor } from '../../../common/survey/scaleWords';
import type { TFunction } from '../../i18n/translator';

/** An answer value as the respondent saw it: the option's label or the scale word, else the value. */
function answerWords(
  question: Question | undefined,
  value: string | number,
  language: SurveyLanguage,
): string {
  if (!question) return String(value);
  const option = question.options?.find((candidate) => candidate.id === value);
  if (option) return `“${anyText(option.label, language)}”`;
  const scale = question.type === 'agreement' || question.type === 'frequency' ? question.type : null;
  if (scale && typeof value === 'number')
    return `${value} (${scaleWordsFor(scale, language)[value - 1] ?? ''})`;
  return String(value);
}

function ruleWords(
  rule: Rule,
  questions: Map<string, Question>,
  language: SurveyLanguage,
  t: TFunction,
): string {
  const question = questions.get(rule.question);
  const subject = question ? `“${anyText(question.text, language)}”` : rule.question;
  const op = t(`survey_builder.skip.ops.${rule.op}`);
  switch (rule.op) {
    case 'answered':
      return `${subject} ${op}`;
    case 'equals':
    case 'not':
      return `${subject} ${op} ${answerWords(question, rule.value, language)}`;
    case 'one_of':
      return `${subject} ${op} ${rule.values.map((value) => answerWords(question, value, language)).join(', ')}`;
    case 'range':
      return `${subject} ${op} ${rule.min}–${rule.max}`;
  }
}

/** A skip condition in words: "Shown only if all of: “Question” is “Yes”; …". */
export function conditionWords(
  condition: Condition,
  questions: Map<string, Question>,
  language: SurveyLanguage,
  t: TFunction,
): string {
  const [mode, rules] =
    'all' in condition ? (['all', condition.all] as const) : (['any', condition.any] as const);
  return t(`admin_surveys.document.shown_if_${mode}`, {
    rules: rules.map((rule) => ruleWords(rule, questions, language, t)).join('; '),
  });
}

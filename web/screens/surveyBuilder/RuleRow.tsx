import { CloseButton, Group, MultiSelect, NumberInput, Select } from '@mantine/core';
import type { Question, Rule } from '../../../common/survey/content';
import { anyText } from '../../../common/survey/localizedText';
import { scaleWordsFor } from '../../../common/survey/scaleWords';
import { useTranslation } from '../../i18n/useTranslation';
import { useSurveyWordOverlay } from '../../queries/surveyLanguages';
import { useBuilder } from './builderContext';
import { placeNumbers } from './placeNames';
import { opsFor, type RuleOp, ruleFor, valueChoices } from './ruleChoices';

type RuleRowProps = {
  rule: Rule;
  /** The questions this rule may look at (the earlier ones). */
  earlier: Question[];
  /** The question the rule names, wherever it is (null when it no longer exists). */
  named: Question | null;
  onChange: (rule: Rule) => void;
  onRemove: () => void;
};

/** One "show only if" rule: which earlier question, which test, which answer(s). */
export function RuleRow({ rule, earlier, named, onChange, onRemove }: RuleRowProps) {
  const { t } = useTranslation();
  const { language, canEdit, state } = useBuilder();
  const overlay = useSurveyWordOverlay(language);
  const namedNumber = placeNumbers(state.template).questions.get(rule.question);
  const namedName = namedNumber ? t('survey_builder.question.name', { id: namedNumber }) : rule.question;
  const isEarlier = earlier.some((question) => question.id === rule.question);
  // Earlier questions are listed from the survey's first, so a position is the question's number.
  const questionLabel = (question: Question, index: number) =>
    `${index + 1}. ${anyText(question.text, language) || t(`survey_builder.types.${question.type}`)}`;
  const questionData = earlier.map((question, index) => ({
    value: question.id,
    label: questionLabel(question, index),
  }));
  if (!isEarlier)
    questionData.push({
      value: rule.question,
      label: t('survey_builder.skip.not_earlier', { id: namedName }),
    });

  const choiceLabel = (choice: string | number) => {
    if (!named) return String(choice);
    if (named.type === 'agreement' || named.type === 'frequency')
      return `${choice} · ${scaleWordsFor(named.type, language, overlay)[Number(choice) - 1]}`;
    const option = named.options?.find((o) => o.id === choice);
    return option
      ? option.label[language]?.trim() || String((named.options?.indexOf(option) ?? 0) + 1)
      : String(choice);
  };
  const choices = named ? valueChoices(named) : null;
  const choiceData = (choices ?? []).map((choice) => ({ value: String(choice), label: choiceLabel(choice) }));
  const fromString = (value: string) => (choices ?? []).find((choice) => String(choice) === value) ?? value;

  const handleQuestion = (id: string | null) => {
    const question = earlier.find((q) => q.id === id);
    if (question)
      onChange(ruleFor(question, opsFor(question).includes(rule.op) ? rule.op : opsFor(question)[0]));
  };

  const valueFields = () => {
    if (!named) return null;
    if (rule.op === 'equals' || rule.op === 'not')
      return choices ? (
        <Select
          label={t('survey_builder.skip.value')}
          data={choiceData}
          value={String(rule.value)}
          onChange={(value) => value !== null && onChange({ ...rule, value: fromString(value) })}
          readOnly={!canEdit}
          w={200}
        />
      ) : (
        <NumberInput
          label={t('survey_builder.skip.value')}
          value={typeof rule.value === 'number' ? rule.value : ''}
          onChange={(value) => onChange({ ...rule, value: Number(value) || 0 })}
          readOnly={!canEdit}
          w={120}
        />
      );
    if (rule.op === 'one_of')
      return (
        <MultiSelect
          label={t('survey_builder.skip.values')}
          data={choiceData}
          value={rule.values.map(String)}
          onChange={(values) => values.length && onChange({ ...rule, values: values.map(fromString) })}
          readOnly={!canEdit}
          miw={200}
        />
      );
    if (rule.op === 'range') {
      const bound = (which: 'min' | 'max') =>
        choices ? (
          <Select
            label={t(`survey_builder.skip.${which}`)}
            data={choiceData}
            value={String(rule[which])}
            onChange={(value) => value !== null && onChange({ ...rule, [which]: Number(value) })}
            readOnly={!canEdit}
            w={190}
          />
        ) : (
          <NumberInput
            label={t(`survey_builder.skip.${which}`)}
            value={rule[which]}
            onChange={(value) => onChange({ ...rule, [which]: Number(value) || 0 })}
            readOnly={!canEdit}
            w={110}
          />
        );
      return (
        <>
          {bound('min')}
          {bound('max')}
        </>
      );
    }
    return null;
  };

  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label={t('survey_builder.skip.question')}
        data={questionData}
        value={rule.question}
        onChange={handleQuestion}
        error={
          isEarlier ? undefined : t('survey_builder.problems.forward_reference', { question: namedName })
        }
        readOnly={!canEdit}
        w={240}
      />
      <Select
        label={t('survey_builder.skip.test')}
        data={(named ? opsFor(named) : [rule.op]).map((op) => ({
          value: op,
          label: t(`survey_builder.skip.ops.${op}`),
        }))}
        value={rule.op}
        onChange={(op) => named && op && onChange(ruleFor(named, op as RuleOp, rule))}
        readOnly={!canEdit}
        w={170}
      />
      {valueFields()}
      {canEdit && <CloseButton aria-label={t('survey_builder.skip.remove')} onClick={onRemove} mb={6} />}
    </Group>
  );
}

import { Group, NumberInput } from '@mantine/core';
import type { Question } from '../../../common/survey/content';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilderActions } from './builderContext';

type QuestionRangeFieldsProps = {
  question: Question;
  onChange: (patch: Partial<Question>) => void;
};

/** The smallest and largest number a number question accepts; either may stay open. */
export function QuestionRangeFields({ question, onChange }: QuestionRangeFieldsProps) {
  const { t } = useTranslation();
  const { canEdit } = useBuilderActions();
  const bound = (value: string | number) => (value === '' || value === '-' ? undefined : Number(value));
  return (
    <Group gap="md">
      <NumberInput
        label={t('survey_builder.number.min')}
        value={question.min ?? ''}
        onChange={(value) => onChange({ min: bound(value) })}
        readOnly={!canEdit}
        w={140}
      />
      <NumberInput
        label={t('survey_builder.number.max')}
        value={question.max ?? ''}
        onChange={(value) => onChange({ max: bound(value) })}
        readOnly={!canEdit}
        w={140}
      />
    </Group>
  );
}

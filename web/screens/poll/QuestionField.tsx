import {
  Checkbox,
  Fieldset,
  NumberInput,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localizedText } from '../../../common/localizedText';
import { type AnswerValue, textLimits } from '../../../common/survey/answers';
import type { Question } from '../../../common/survey/content';
import { ScaleChoices } from './ScaleChoices';

type Props = {
  question: Question;
  language: string;
  value: AnswerValue | undefined;
  error?: string;
  onChange: (value: AnswerValue) => void;
};

const ratingPoints = Array.from({ length: 11 }, (_, i) => String(i));

/** One question as the respondent answers it, labelled for screen readers and usable by keyboard. */
export function QuestionField({ question, language, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const label = `${localizedText(question.text, language)}${question.required ? ' *' : ''}`;
  const help = localizedText(question.help, language);
  const name = `q-${question.id}`;
  const options = (question.options ?? []).map((option) => ({
    value: option.id,
    label: localizedText(option.label, language),
  }));

  switch (question.type) {
    case 'agreement':
    case 'frequency':
      return (
        <ScaleChoices
          scale={question.type}
          name={name}
          label={label}
          value={value as number | undefined}
          error={error}
          onChange={onChange}
        />
      );
    case 'single':
      return (
        <Radio.Group
          name={name}
          label={label}
          description={help}
          value={(value as string) ?? null}
          onChange={onChange}
          error={error}
        >
          <Stack gap="sm" mt="xs">
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          label={label}
          description={help}
          value={(value as string[]) ?? []}
          onChange={onChange}
          error={error}
        >
          <Stack gap="sm" mt="xs">
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'rating':
      return (
        <Stack gap={4}>
          <Text fw={500} size="sm" id={`${name}-label`}>
            {label}
          </Text>
          <SegmentedControl
            aria-labelledby={`${name}-label`}
            data={ratingPoints}
            value={value === undefined ? '' : String(value)}
            onChange={(next) => onChange(Number(next))}
            fullWidth
          />
          <Text size="xs" c="dimmed">
            {t('poll.rating_hint')}
          </Text>
          {error && (
            <Text size="sm" c="red">
              {error}
            </Text>
          )}
        </Stack>
      );
    case 'text_short':
    case 'text_long': {
      const Input = question.type === 'text_short' ? TextInput : Textarea;
      return (
        <Input
          label={label}
          description={help || t('poll.text_private')}
          value={(value as string) ?? ''}
          maxLength={textLimits[question.type]}
          autosize={question.type === 'text_long' ? true : undefined}
          minRows={question.type === 'text_long' ? 3 : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
        />
      );
    }
    case 'number':
      return (
        <NumberInput
          label={label}
          description={help}
          value={(value as number) ?? ''}
          min={question.min}
          max={question.max}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          error={error}
        />
      );
    case 'matrix': {
      const answers = (value as Record<string, number>) ?? {};
      return (
        <Fieldset legend={label} variant="unstyled">
          <Stack gap="lg">
            {(question.items ?? []).map((item) => (
              <ScaleChoices
                key={item.id}
                scale={question.scale ?? 'agreement'}
                name={`${name}-${item.id}`}
                label={localizedText(item.text, language)}
                value={answers[item.id]}
                onChange={(point) => onChange({ ...answers, [item.id]: point })}
              />
            ))}
          </Stack>
          {error && (
            <Text size="sm" c="red" mt="xs">
              {error}
            </Text>
          )}
        </Fieldset>
      );
    }
  }
}

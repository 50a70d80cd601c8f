import { Checkbox, Group, NumberInput, Radio, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { memo } from 'react';
import type { SurveyLanguage } from '../../../common/languages';
import type { AnswerValue } from '../../../common/survey/answerTypes';
import { type Localized, type MatrixItem, type Question, scalePoints } from '../../../common/survey/content';
import { namesOwnRatingEnds } from '../../../common/survey/ratingScale';
import { ratingEndsFor, scaleWordsFor } from '../../../common/survey/scaleWords';
import { useTranslation } from '../../i18n/useTranslation';
import { useSurveyWordOverlay } from '../../queries/surveyLanguages';

const ratingPoints = Array.from({ length: 11 }, (_, point) => point);

type QuestionPreviewProps = {
  question: Question;
  language: SurveyLanguage;
  value: AnswerValue | undefined;
  /** One stable callback for every question, so unchanged questions are not drawn again. */
  onAnswer: (id: string, value: AnswerValue) => void;
};

/**
 * One question as a respondent sees it, in the survey language. Answers stay in the preview (to
 * try the skip logic) and are never sent anywhere.
 */
export const QuestionPreview = memo(function QuestionPreview({
  question,
  language,
  value,
  onAnswer: answer,
}: QuestionPreviewProps) {
  const { t } = useTranslation();
  const overlay = useSurveyWordOverlay(language);
  const onAnswer = (given: AnswerValue) => answer(question.id, given);
  const say = (text: Localized | undefined, fallback = '') => text?.[language]?.trim() || fallback;
  // An answer not written yet in this language is named by its place, as the editor names it.
  const optionName = (index: number) => t('survey_builder.options.name', { number: index + 1 });
  const name = `preview-${question.id}`;
  const label = (
    <Text fw={600} lang={language} c={say(question.text) ? undefined : 'dimmed'}>
      {say(question.text, t('survey_builder.preview.no_text'))}
      {question.required && (
        <Text span c="red" aria-hidden>
          {' '}
          *
        </Text>
      )}
    </Text>
  );
  const help = say(question.help);

  const body = () => {
    switch (question.type) {
      case 'agreement':
      case 'frequency':
        return (
          <Radio.Group
            name={name}
            value={value == null ? null : String(value)}
            onChange={(v) => onAnswer(Number(v))}
          >
            <Stack gap={6}>
              {scaleWordsFor(question.type, language, overlay).map((word, index) => (
                <Radio key={word} value={String(scalePoints[index])} label={word} />
              ))}
            </Stack>
          </Radio.Group>
        );
      case 'rating': {
        const [low, high] = ratingEndsFor(language, overlay);
        return (
          <Stack gap={4}>
            <Radio.Group
              name={name}
              value={value == null ? null : String(value)}
              onChange={(v) => onAnswer(Number(v))}
            >
              <Group gap="sm">
                {ratingPoints.map((point) => (
                  <Radio key={point} value={String(point)} label={String(point)} />
                ))}
              </Group>
            </Radio.Group>
            {/* As in the poll: the question's own scale labels, when its text or help gives them, stand alone. */}
            {!namesOwnRatingEnds(say(question.text), help) && (
              <Group justify="space-between">
                <Text size="xs" c="dimmed">
                  0 = {low}
                </Text>
                <Text size="xs" c="dimmed">
                  10 = {high}
                </Text>
              </Group>
            )}
          </Stack>
        );
      }
      case 'single':
        return (
          <Radio.Group name={name} value={typeof value === 'string' ? value : null} onChange={onAnswer}>
            <Stack gap={6}>
              {(question.options ?? []).map((option, index) => (
                <Radio key={option.id} value={option.id} label={say(option.label, optionName(index))} />
              ))}
            </Stack>
          </Radio.Group>
        );
      case 'multiple':
        return (
          <Checkbox.Group value={Array.isArray(value) ? value : []} onChange={onAnswer}>
            <Stack gap={6}>
              {(question.options ?? []).map((option, index) => (
                <Checkbox key={option.id} value={option.id} label={say(option.label, optionName(index))} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      case 'text_short':
        return (
          <TextInput
            aria-label={say(question.text, t('survey_builder.preview.no_text'))}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onAnswer(event.currentTarget.value)}
          />
        );
      case 'text_long':
        return (
          <Textarea
            aria-label={say(question.text, t('survey_builder.preview.no_text'))}
            autosize
            minRows={3}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onAnswer(event.currentTarget.value)}
          />
        );
      case 'number':
        return (
          <NumberInput
            aria-label={say(question.text, t('survey_builder.preview.no_text'))}
            min={question.min}
            max={question.max}
            w={160}
            value={typeof value === 'number' ? value : ''}
            onChange={(v) => onAnswer(v === '' ? null : Number(v))}
          />
        );
      case 'matrix':
        return <MatrixPreview question={question} language={language} value={value} onAnswer={onAnswer} />;
    }
  };

  return (
    <Stack gap="xs" role="group" aria-label={say(question.text, t('survey_builder.preview.no_text'))}>
      {label}
      {help && (
        <Text size="sm" c="dimmed" lang={language}>
          {help}
        </Text>
      )}
      {body()}
    </Stack>
  );
});

type MatrixPreviewProps = Omit<QuestionPreviewProps, 'onAnswer'> & { onAnswer: (value: AnswerValue) => void };

function MatrixPreview({ question, language, value, onAnswer }: MatrixPreviewProps) {
  const { t } = useTranslation();
  const itemText = (item: MatrixItem, index: number) =>
    item.text[language]?.trim() || t('survey_builder.matrix.name', { number: index + 1 });
  const overlay = useSurveyWordOverlay(language);
  const words = scaleWordsFor(question.scale ?? 'agreement', language, overlay);
  const given = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withRowBorders verticalSpacing={4} fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {words.map((word) => (
              <Table.Th key={word} ta="center">
                {word}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(question.items ?? []).map((item, itemIndex) => (
            <Table.Tr key={item.id}>
              <Table.Td>{itemText(item, itemIndex)}</Table.Td>
              {scalePoints.map((point, index) => (
                <Table.Td key={point} ta="center">
                  <Radio
                    name={`preview-${question.id}-${item.id}`}
                    aria-label={`${itemText(item, itemIndex)}: ${words[index]}`}
                    checked={given[item.id] === point}
                    onChange={() => onAnswer({ ...given, [item.id]: point })}
                    style={{ display: 'inline-block' }}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { SurveyLanguage } from '../../../common/languages';
import type { Question, SurveyContent } from '../../../common/survey/content';
import { anyText } from '../../../common/survey/localizedText';
import { namesOwnRatingEnds } from '../../../common/survey/ratingScale';
import { ratingEndsFor, scaleWordsFor } from '../../../common/survey/scaleWords';
import { useTranslation } from '../../i18n/useTranslation';
import { useSurveyWordOverlay } from '../../queries/surveyLanguages';
import { conditionWords } from './ruleWords';

type Props = {
  question: Question;
  number: number;
  content: SurveyContent;
  questions: Map<string, Question>;
  language: SurveyLanguage;
};

/** The answers a question offers, as words. */
function AnswerChoices({ question, language }: { question: Question; language: SurveyLanguage }) {
  const { t } = useTranslation();
  const overlay = useSurveyWordOverlay(language);
  if (question.type === 'single' || question.type === 'multiple')
    return (
      <List size="sm" type={question.type === 'single' ? 'ordered' : 'unordered'}>
        {(question.options ?? []).map((option) => (
          <List.Item key={option.id}>{anyText(option.label, language)}</List.Item>
        ))}
      </List>
    );
  if (question.type === 'agreement' || question.type === 'frequency')
    return <Text size="sm">{scaleWordsFor(question.type, language, overlay).join(' · ')}</Text>;
  if (question.type === 'rating') {
    // A question that names its own ends is not given the generic ones beside them (as in the poll).
    if (namesOwnRatingEnds(anyText(question.text, language), anyText(question.help, language)))
      return <Text size="sm">0 … 10</Text>;
    const [low, high] = ratingEndsFor(language, overlay);
    return <Text size="sm">{`0 (${low}) … 10 (${high})`}</Text>;
  }
  if (question.type === 'number')
    return (
      <Text size="sm">
        {t('admin_surveys.document.number_range', { min: question.min ?? '—', max: question.max ?? '—' })}
      </Text>
    );
  if (question.type === 'matrix')
    return (
      <Stack gap={4}>
        <Text size="sm">{scaleWordsFor(question.scale ?? 'agreement', language, overlay).join(' · ')}</Text>
        <List size="sm">
          {(question.items ?? []).map((item) => (
            <List.Item key={item.id}>
              {anyText(item.text, language)}
              {item.reverse && ` (${t('admin_surveys.document.reverse')})`}
            </List.Item>
          ))}
        </List>
      </Stack>
    );
  return null;
}

/** One question of the read-only survey: its text, type, marks, answers and skip rule. */
export function SurveyQuestionBlock({ question, number, content, questions, language }: Props) {
  const { t } = useTranslation();
  const pillar = content.pillars.find((candidate) => candidate.id === question.pillar);
  return (
    <Stack gap={4} className="survey-document-question">
      <Text fw={600}>
        {number}. {anyText(question.text, language) || question.id}
      </Text>
      {question.help && (
        <Text size="sm" c="dimmed">
          {anyText(question.help, language)}
        </Text>
      )}
      <Group gap={6}>
        <Badge variant="outline" tt="none">
          {t(`survey_builder.types.${question.type}`)}
        </Badge>
        {question.required && (
          <Badge variant="light" tt="none">
            {t('admin_surveys.document.required')}
          </Badge>
        )}
        {question.reverse && (
          <Badge variant="light" color="orange" tt="none">
            {t('admin_surveys.document.reverse')}
          </Badge>
        )}
        {pillar && (
          <Badge variant="light" color="grape" tt="none">
            {t('admin_surveys.document.pillar', { name: anyText(pillar.name, language) })}
          </Badge>
        )}
      </Group>
      <AnswerChoices question={question} language={language} />
      {question.showIf && (
        <Text size="sm" fs="italic">
          {conditionWords(question.showIf, questions, language, t)}
        </Text>
      )}
    </Stack>
  );
}

import { Paper, Stack, Text, Title } from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import { formatScore } from '../../../common/results/numbers';
import { useTranslation } from '../../i18n/useTranslation';
import type { SelfAssessmentResults } from '../../queries/selfAssessments';

/** Every statement under its pillar: the answer given, and the others' average score when shown. */
export function QuestionAnswers({ results, language }: { results: SelfAssessmentResults; language: string }) {
  const { t } = useTranslation();
  const answerText = (answer: unknown) =>
    typeof answer === 'number' ? t(`poll.scales.agreement.${answer}`, { defaultValue: String(answer) }) : '—';
  return (
    <Stack gap="lg" component="section">
      <Title order={2} size="h3">
        {t('self_assessment.results.questions_title')}
      </Title>
      {results.pillars.map((pillar) => (
        <Stack key={pillar.id} gap="xs">
          <Title order={3} size="h5">
            {localizedText(pillar.name, language)}
          </Title>
          {results.questions
            .filter((question) => question.pillar === pillar.id)
            .map((question) => (
              <Paper key={question.id} withBorder p="sm">
                <Text>{localizedText(question.text, language)}</Text>
                <Text size="sm" fw={600} mt={4}>
                  {t('self_assessment.results.your_answer', { answer: answerText(question.answer) })}
                </Text>
                {question.comparison !== null && (
                  <Text size="xs" c="dimmed">
                    {t('self_assessment.results.question_comparison', {
                      own: formatScore(question.score, language),
                      others: formatScore(question.comparison, language),
                    })}
                  </Text>
                )}
              </Paper>
            ))}
        </Stack>
      ))}
      {results.open_answers
        .filter((open) => typeof open.answer === 'string' && open.answer)
        .map((open) => (
          <Paper key={open.id} withBorder p="sm">
            <Text fw={500}>{localizedText(open.text, language)}</Text>
            <Text mt={4} style={{ whiteSpace: 'pre-line' }}>
              {String(open.answer)}
            </Text>
          </Paper>
        ))}
    </Stack>
  );
}

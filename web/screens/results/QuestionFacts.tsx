import { Group, Stack, Text } from '@mantine/core';
import { weighShare } from '../../../common/results/statistics';
import type { QuestionResult } from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';
import { formatCount, formatMean, formatScore, formatShare } from './resultsFormat';

/** Answered, mean, favourable share and the benchmark of one question, each labelled. */
export function QuestionFacts({ question }: { question: QuestionResult }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const facts: [string, string, string][] = [
    ['answered', t('results.question.answered'), formatCount(question.answered, language)],
  ];
  if (question.mean !== null)
    facts.push(['mean', t('results.question.mean'), formatMean(question.mean, language)]);
  if (question.favourable !== null)
    facts.push(['favourable', t('results.question.favourable'), formatShare(question.favourable, language)]);
  if (question.benchmark) {
    const { score, favourable } = question.benchmark;
    const value =
      favourable !== null && question.favourable !== null
        ? formatShare(favourable, language)
        : formatScore(score, language);
    facts.push(['benchmark', t('results.question.benchmark'), value]);
  }
  const weighed = weighShare(question.favourable, question.answered);
  return (
    <Stack gap={2}>
      <Group component="dl" gap="lg" m={0}>
        {facts.map(([key, label, value]) => (
          <Group key={key} gap={4} wrap="nowrap" data-fact={key}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {value}
            </Text>
          </Group>
        ))}
      </Group>
      {weighed?.caution && (
        <Text size="xs" c="#9a3a00" data-caution="share">
          {t('results.question.few_answers', {
            count: weighed.count,
            n: weighed.n,
            low: formatShare(weighed.interval.low, language),
            high: formatShare(weighed.interval.high, language),
          })}
        </Text>
      )}
    </Stack>
  );
}

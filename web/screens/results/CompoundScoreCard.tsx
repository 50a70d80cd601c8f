import { Card, Text } from '@mantine/core';
import type { ResultsInfo } from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';
import { formatScore } from './resultsFormat';

/** The survey's overall score for the selection, and for everyone when filters narrow it. */
export function CompoundScoreCard({
  score,
  filtered,
}: {
  score: ResultsInfo['compound_score'];
  filtered: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (!score.enabled) return null;
  return (
    <Card withBorder padding="md" miw={200} data-compound>
      <Text size="sm" c="dimmed">
        {score.name || t('results.compound.default_name')}
      </Text>
      <Text fz={36} fw={700} lh={1.1} data-compound-value>
        {formatScore(score.value, i18n.language)}
        <Text span size="sm" c="dimmed" fw={400}>
          {' '}
          {t('results.compound.of_100')}
        </Text>
      </Text>
      {filtered && (
        <Text size="sm" c="dimmed" data-compound-unfiltered>
          {t('results.compound.unfiltered', { value: formatScore(score.unfiltered_value, i18n.language) })}
        </Text>
      )}
      {score.text && <Text size="sm">{score.text}</Text>}
    </Card>
  );
}

import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatScore } from '../../../common/results/numbers';
import { useTranslation } from '../../i18n/useTranslation';

type Props = { label: string; score: number | null; comparison: number | null; size?: 'md' | 'lg' };

/** One score out of 100 as a bar, and the others' average under it when there is one. */
export function ScoreBars({ label, score, comparison, size = 'md' }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={size === 'lg' ? 700 : 500} size={size === 'lg' ? 'lg' : 'md'}>
          {label}
        </Text>
        <Text fw={700} size={size === 'lg' ? 'xl' : 'md'}>
          {score === null
            ? '—'
            : t('self_assessment.results.score', { score: formatScore(score, i18n.language) })}
        </Text>
      </Group>
      <Progress value={score ?? 0} size={size === 'lg' ? 'lg' : 'md'} aria-label={label} />
      {comparison !== null && (
        <>
          <Progress value={comparison} size="xs" color="gray" aria-hidden />
          <Text size="xs" c="dimmed">
            {t('self_assessment.results.others_score', { score: formatScore(comparison, i18n.language) })}
          </Text>
        </>
      )}
    </Stack>
  );
}

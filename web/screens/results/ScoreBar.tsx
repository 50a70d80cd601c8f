import { Box, Group, Text } from '@mantine/core';
import type { BenchmarkPoint } from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';
import { formatScore, formatShare } from './resultsFormat';

type Props = {
  label: string;
  score: number | null;
  benchmark: BenchmarkPoint | null;
  /** The favourable share (0..1) written beside the score, as an action plan shows the two. */
  favourable?: number | null;
};

/** A 0..100 score as a horizontal bar, the benchmark as a marker; the numbers are written out too. */
export function ScoreBar({ label, score, benchmark, favourable = null }: Props) {
  const { t, i18n } = useTranslation();
  const benchmarkScore = benchmark?.score ?? null;
  return (
    <Box>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" fw={700} data-score>
          {formatScore(score, i18n.language)}
          {favourable !== null && (
            <Text span size="xs" c="dimmed" fw={400} ml={6} data-favourable>
              {t('results.pillars.favourable', { share: formatShare(favourable, i18n.language) })}
            </Text>
          )}
          {benchmarkScore !== null && (
            <Text span size="xs" c="dimmed" fw={400} ml={6}>
              {t('results.benchmark.short', { value: formatScore(benchmarkScore, i18n.language) })}
            </Text>
          )}
        </Text>
      </Group>
      <Box
        aria-hidden
        pos="relative"
        h={12}
        mt={4}
        style={{ background: 'var(--mantine-color-gray-2)', borderRadius: 6 }}
      >
        <Box
          h="100%"
          w={`${Math.max(0, Math.min(100, score ?? 0))}%`}
          style={{ background: 'var(--mantine-color-blue-6)', borderRadius: 6 }}
        />
        {benchmarkScore !== null && (
          <Box
            pos="absolute"
            top={-3}
            h={18}
            w={3}
            left={`calc(${Math.max(0, Math.min(100, benchmarkScore))}% - 1px)`}
            style={{ background: 'var(--mantine-color-dark-7)', borderRadius: 1 }}
          />
        )}
      </Box>
    </Box>
  );
}

import { Badge, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { DefinedBenchmark } from '../../queries/benchmarks';

const computeColors = { idle: 'gray', queued: 'blue', running: 'blue', done: 'teal', failed: 'red' } as const;

/** Draft or published, and how its computation stands. */
export function StatusBadge({ benchmark }: { benchmark: DefinedBenchmark }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge variant={benchmark.status === 'published' ? 'filled' : 'light'} color="blue">
        {t(`benchmarks.state.${benchmark.status}`)}
      </Badge>
      <Badge variant="light" color={computeColors[benchmark.compute_state]}>
        {t(`benchmarks.compute.${benchmark.compute_state}`, { progress: benchmark.progress })}
      </Badge>
    </Group>
  );
}

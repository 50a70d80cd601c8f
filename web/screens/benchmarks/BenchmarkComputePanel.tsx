import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { formatDateTime } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { type DefinedBenchmark, useComputeBenchmark, usePublishBenchmark } from '../../queries/benchmarks';
import { benchmarkAccessPath } from './benchmarkPaths';
import { StatusBadge } from './StatusBadge';

/** Compute from the qualifying schools (with progress), publish or take back, and the way to access. */
export function BenchmarkComputePanel({ benchmark }: { benchmark: DefinedBenchmark }) {
  const { t, i18n } = useTranslation();
  const compute = useComputeBenchmark(benchmark.id);
  const publish = usePublishBenchmark(benchmark.id);
  const busy = benchmark.compute_state === 'queued' || benchmark.compute_state === 'running';
  const published = benchmark.status === 'published';
  return (
    <Card withBorder mt="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('benchmarks.compute.title')}
          </Title>
          <StatusBadge benchmark={benchmark} />
        </Group>
        {busy && <Progress value={benchmark.progress} aria-label={t('benchmarks.compute.title')} />}
        {benchmark.compute_state === 'done' && (
          <Text size="sm">
            {t('benchmarks.compute.result', {
              schools: benchmark.school_count,
              respondents: benchmark.respondent_count,
              date: formatDateTime(benchmark.computed_at ?? '', i18n.language),
            })}
          </Text>
        )}
        {benchmark.compute_state === 'failed' && benchmark.compute_error && (
          <Alert color="red">{benchmark.compute_error}</Alert>
        )}
        {compute.isError && <Alert color="red">{errorText(compute.error)}</Alert>}
        {publish.isError && <Alert color="red">{errorText(publish.error)}</Alert>}
        <Group>
          <Button variant="light" loading={compute.isPending || busy} onClick={() => compute.mutate()}>
            {t('benchmarks.compute.run')}
          </Button>
          <Button
            variant={published ? 'default' : 'filled'}
            disabled={!published && benchmark.compute_state !== 'done'}
            loading={publish.isPending}
            onClick={() => publish.mutate(!published)}
          >
            {published ? t('benchmarks.unpublish') : t('benchmarks.publish')}
          </Button>
          <Button component={Link} to={benchmarkAccessPath(benchmark.id)} variant="subtle">
            {t('benchmarks.access.title')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('benchmarks.compute.help', { min: benchmark.min_schools })}
        </Text>
      </Stack>
    </Card>
  );
}

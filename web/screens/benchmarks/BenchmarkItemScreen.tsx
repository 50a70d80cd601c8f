import { Alert, Container, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { formatScore } from '../../../common/results/numbers';
import { errorText } from '../../api/apiError';
import { ResourceForm } from '../../components/backOffice/ResourceForm';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { useBenchmarkItems, useDefinedBenchmark, useSaveBenchmarkItem } from '../../queries/benchmarks';
import { benchmarkPath } from './benchmarkPaths';
import { itemLabel } from './itemLabel';

type Values = { score: number | string; favourable: number | string; source: string };

/**
 * Spec §2 /admin/benchmark/{benchmark_id}/item/{id}: one value of a benchmark entered by hand with
 * its source (a national statistics figure), overriding the computed one; deleting goes back to it.
 */
export function BenchmarkItemScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams<{ benchmark_id: string; id: string }>();
  const benchmarkId = Number(params.benchmark_id);
  const key = params.id ?? '';
  const benchmark = useDefinedBenchmark(benchmarkId);
  const items = useBenchmarkItems(benchmarkId, benchmark.data?.compute_state);
  const save = useSaveBenchmarkItem(benchmarkId, key);
  const item = items.data?.find((entry) => entry.key === key);
  const back = benchmarkPath(benchmarkId);

  const failed = benchmark.error ?? items.error;
  if (failed || (items.data && !item))
    return (
      <Container size="md" py="xl">
        <Alert color="red">{failed ? errorText(failed) : t('benchmarks.items.missing')}</Alert>
      </Container>
    );
  if (!benchmark.data || !item)
    return (
      <Container size="md" py="xl">
        <Text c="dimmed">{t('common.loading')}</Text>
      </Container>
    );

  const label = itemLabel(item, t, i18n.language);
  const computed = item.computed
    ? t('benchmarks.items.computed_was', {
        score: formatScore(item.computed.score, i18n.language),
        n: item.computed.n,
      })
    : t('benchmarks.items.not_computed');
  return (
    <ResourceForm<Values>
      key={item.override?.entered_at ?? 'none'}
      title={label}
      back={{ label: `← ${localizedText(benchmark.data.name, i18n.language)}`, to: back }}
      sections={[
        {
          legend: t('benchmarks.items.by_hand'),
          fields: [
            {
              name: 'score',
              label: t('benchmarks.items.score'),
              kind: 'number',
              required: true,
              description: computed,
            },
            {
              name: 'favourable',
              label: t('benchmarks.items.favourable_percent'),
              kind: 'number',
              description: t('benchmarks.items.favourable_help'),
            },
            {
              name: 'source',
              label: t('benchmarks.items.source'),
              required: true,
              description: t('benchmarks.items.source_help'),
            },
          ],
        },
      ]}
      initialValues={{
        score: item.override?.score ?? '',
        favourable:
          item.override?.favourable === null || !item.override
            ? ''
            : Math.round(item.override.favourable * 1000) / 10,
        source: item.override?.source ?? '',
      }}
      onSave={async (values) => {
        await save.mutateAsync({
          score: Number(values.score),
          favourable: values.favourable === '' ? null : Number(values.favourable) / 100,
          source: values.source,
        });
        notice.info(t('benchmarks.saved'));
        navigate(back);
      }}
      onCancel={() => navigate(back)}
      remove={
        item.override
          ? {
              confirmMessage: t('benchmarks.items.clear_confirm'),
              run: async () => {
                await save.mutateAsync(null);
                navigate(back);
              },
            }
          : undefined
      }
    />
  );
}

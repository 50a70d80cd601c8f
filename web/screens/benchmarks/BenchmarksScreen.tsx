import { localizedText } from '../../../common/localizedText';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { useTranslation } from '../../i18n/useTranslation';
import { type DefinedBenchmark, useDefinedBenchmarks } from '../../queries/benchmarks';
import { BuiltInBenchmarks } from './BuiltInBenchmarks';
import { benchmarkPath, schoolYearLabel } from './benchmarkPaths';
import { StatusBadge } from './StatusBadge';

/** /admin/benchmark (super-admin): the benchmarks defined so far, a new one, and the built-in ones below. */
export function BenchmarksScreen() {
  const { t, i18n } = useTranslation();
  const columns: ResourceColumn<DefinedBenchmark>[] = [
    {
      key: 'name',
      header: t('benchmarks.name'),
      cell: (row) => localizedText(row.name, i18n.language),
      linked: true,
      note: (row) => row.school_years.map(schoolYearLabel).join(', '),
    },
    { key: 'status', header: t('benchmarks.status'), cell: (row) => <StatusBadge benchmark={row} /> },
    {
      key: 'schools',
      header: t('benchmarks.schools'),
      cell: (row) => (row.compute_state === 'done' ? row.school_count : '—'),
      align: 'right',
    },
    {
      key: 'access',
      header: t('benchmarks.access.title'),
      cell: (row) =>
        row.for_everyone
          ? t('benchmarks.access.everyone')
          : row.access_tag_ids.length > 0
            ? t('benchmarks.access.organization_and_tag_count', {
                count: row.organization_ids.length,
                tags: row.access_tag_ids.length,
              })
            : t('benchmarks.access.organization_count', { count: row.organization_ids.length }),
      note: (row) => (row.offered_to_freemium ? t('benchmarks.access.freemium_badge') : null),
    },
  ];
  return (
    <ResourceListPage
      title={t('benchmarks.title')}
      intro={t('benchmarks.intro')}
      create={{ label: t('benchmarks.new'), to: benchmarkPath('new') }}
      useRows={useDefinedBenchmarks}
      columns={columns}
      rowKey={(row) => row.id}
      rowLink={(row) => benchmarkPath(row.id)}
      emptyText={t('benchmarks.empty')}
    >
      <BuiltInBenchmarks />
    </ResourceListPage>
  );
}

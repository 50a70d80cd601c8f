import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import { errorText } from '../../api/apiError';
import { type ResourceColumn, ResourceTable } from '../../components/backOffice/ResourceTable';
import { formatDateTime } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { type BuiltInBenchmark, useBuiltInBenchmarks } from '../../queries/benchmarks';
import { schoolYearLabel } from './benchmarkPaths';

/** The benchmarks the platform computes by itself, listed as such below the defined ones (read only). */
export function BuiltInBenchmarks() {
  const { t, i18n } = useTranslation();
  const rows = useBuiltInBenchmarks();
  const columns: ResourceColumn<BuiltInBenchmark>[] = [
    {
      key: 'scope',
      header: t('benchmarks.name'),
      cell: (row) =>
        row.scope === 'overall'
          ? t('benchmarks.built_in.scope_overall')
          : t('benchmarks.built_in.scope_organization', { organization: row.organization ?? '' }),
    },
    {
      key: 'survey',
      header: t('benchmarks.built_in.survey'),
      cell: (row) => localizedText(row.survey_title, i18n.language),
      note: (row) => t('benchmarks.built_in.version', { number: row.version_number }),
    },
    { key: 'year', header: t('benchmarks.built_in.year'), cell: (row) => schoolYearLabel(row.school_year) },
    { key: 'schools', header: t('benchmarks.schools'), cell: (row) => row.school_count, align: 'right' },
    {
      key: 'respondents',
      header: t('benchmarks.built_in.respondents'),
      cell: (row) => row.respondent_count,
      align: 'right',
    },
    {
      key: 'computed',
      header: t('benchmarks.built_in.computed'),
      cell: (row) => formatDateTime(row.computed_at, i18n.language),
    },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="built-in-benchmarks">
      <Title order={2} size="h3" id="built-in-benchmarks">
        {t('benchmarks.built_in.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('benchmarks.built_in.intro')}
      </Text>
      {rows.isPending && <Loader size="sm" aria-label={t('benchmarks.built_in.title')} />}
      {rows.isError && <Alert color="red">{errorText(rows.error)}</Alert>}
      {rows.data?.length === 0 && <Text>{t('benchmarks.built_in.empty')}</Text>}
      {rows.data && rows.data.length > 0 && (
        <ResourceTable
          caption={t('benchmarks.built_in.title')}
          rows={rows.data}
          columns={columns}
          rowKey={(row) => row.id}
        />
      )}
    </Stack>
  );
}

import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { notice } from '../../components/notices';
import { formatDateTime } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { useAdminOrganization } from '../../queries/adminOrganizations';
import { downloadResultsUsage, type ResultsUsageRow, useResultsUsage } from '../../queries/metrics';
import { adminPaths, idParam } from '../../routing/adminPaths';

function useWhat() {
  const { t } = useTranslation();
  return (row: ResultsUsageRow) => {
    if (row.kind === 'exported')
      return row.export_kind === 'xlsx'
        ? t('results_usage.exported_excel')
        : row.export_kind === 'pdf'
          ? t('results_usage.exported_pdf')
          : t('results_usage.exported');
    return row.kind === 'shared' ? t('results_usage.shared') : t('results_usage.opened');
  };
}

function UsageList({ organizationId }: { organizationId: number }) {
  const { t, i18n } = useTranslation();
  const organization = useAdminOrganization(organizationId);
  const usage = useResultsUsage(organizationId);
  const what = useWhat();
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const identityType = (type: string) =>
    type === 'anonymous' ? t('results_usage.share_link_reader') : t(`identity_types.${type}`, type);

  const columns: ResourceColumn<ResultsUsageRow>[] = [
    {
      key: 'when',
      header: t('results_usage.when'),
      cell: (row) => formatDateTime(row.created_at, i18n.language),
    },
    { key: 'what', header: t('results_usage.what'), cell: what },
    {
      key: 'who',
      header: t('results_usage.who'),
      cell: (row) => row.person ?? identityType(row.identity_type),
      note: (row) =>
        row.person
          ? [identityType(row.identity_type), row.actor_organization].filter(Boolean).join(' · ')
          : null,
    },
    {
      key: 'results',
      header: t('results_usage.results_of'),
      cell: (row) => row.organization_name ?? '–',
      note: (row) => row.period_name ?? t('results_usage.no_period'),
    },
  ];

  async function handleDownload() {
    setDownloading(true);
    setFailure(null);
    try {
      await downloadResultsUsage(organizationId);
      notice.info(t('results_usage.downloaded'));
    } catch (error) {
      setFailure(error);
    } finally {
      setDownloading(false);
    }
  }

  const name = organization.data?.name ?? '';
  return (
    <ResourceListPage
      title={name ? t('results_usage.title_of', { name }) : t('results_usage.title')}
      intro={t('results_usage.intro')}
      searchable={false}
      useRows={() => usage}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText={t('results_usage.empty')}
      actions={
        <>
          <Button component={Link} to={adminPaths.organization(organizationId)} variant="subtle">
            {t('results_usage.back')}
          </Button>
          <Button onClick={handleDownload} loading={downloading}>
            {t('results_usage.download')}
          </Button>
        </>
      }
    >
      {failure !== null && (
        <Alert color="red" role="alert">
          <Text size="sm">{errorText(failure)}</Text>
        </Alert>
      )}
    </ResourceListPage>
  );
}

/** /admin/organization/{id}/results-usage: who opened, exported or shared an organisation's results. */
export function ResultsUsageScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  if (id === null) return <Alert color="red">{t('back_office.not_found')}</Alert>;
  return <UsageList organizationId={id} />;
}

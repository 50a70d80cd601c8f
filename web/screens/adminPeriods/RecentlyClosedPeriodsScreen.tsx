import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { formatDateTime } from '../../components/periods/periodDates';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { type RecentlyClosedPeriod, useRecentlyClosedPeriods } from '../../queries/adminPeriods';
import { adminPaths } from '../../routing/adminPaths';
import { dashboardPathFor } from '../../routing/resultsPaths';

/** A parent period's results are the organisation's dashboard; a school's or a linked one's, the school's. */
function resultsPath(period: RecentlyClosedPeriod) {
  return period.kind === 'parent'
    ? dashboardPathFor({ type: 'parent_period', id: period.id }, 'organization')
    : dashboardPathFor({ type: 'period', id: period.id }, 'school');
}

/** /admin/recently-closed-periods: the periods of every organisation that closed in the last 30 days. */
export function RecentlyClosedPeriodsScreen() {
  const { t, i18n } = useTranslation();
  const text = useLocalizedText();
  const columns: ResourceColumn<RecentlyClosedPeriod>[] = [
    { key: 'period', header: t('admin_periods.columns.period'), cell: (row) => row.name, linked: true },
    { key: 'school', header: t('admin_periods.columns.organization'), cell: (row) => row.organization.name },
    { key: 'survey', header: t('admin_periods.columns.survey'), cell: (row) => text(row.survey.title) },
    {
      key: 'closed',
      header: t('admin_periods.recently_closed.closed_at'),
      cell: (row) => formatDateTime(row.ended_at, i18n.language),
    },
    {
      key: 'responses',
      header: t('admin_periods.recently_closed.responses'),
      align: 'right',
      cell: (row) => row.progress.finished,
    },
    {
      key: 'results',
      header: t('admin_periods.recently_closed.results'),
      cell: (row) => (
        <Anchor
          component={Link}
          to={resultsPath(row)}
          aria-label={t('admin_periods.recently_closed.results_of', { name: row.name })}
        >
          {t('admin_periods.recently_closed.open_results')}
        </Anchor>
      ),
    },
  ];
  return (
    <ResourceListPage
      title={t('admin_periods.recently_closed.title')}
      intro={t('admin_periods.recently_closed.intro')}
      searchable={false}
      useRows={useRecentlyClosedPeriods}
      columns={columns}
      rowKey={(row) => row.id}
      rowLink={(row) => adminPaths.periodProps(row.id)}
      emptyText={t('admin_periods.recently_closed.empty')}
    />
  );
}

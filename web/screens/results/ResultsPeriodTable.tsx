import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import type { ResultsPeriod } from '../../../common/results/types';
import { PeriodStatusBadge } from '../../components/periods/PeriodStatusBadge';
import { ProgressCell } from '../../components/periods/ProgressCell';
import { formatDateRange } from '../../components/periods/periodDates';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/ResponsiveTable';
import { useTranslation } from '../../i18n/useTranslation';
import { dashboardPathFor } from '../../routing/resultsPaths';

type Props = { periods: ResultsPeriod[]; area: 'school' | 'organization'; classLabelIsGroups: boolean };

/** Periods with results, newest first, each opening its dashboard (one card each on a phone). */
export function ResultsPeriodTable({ periods, area, classLabelIsGroups }: Props) {
  const { t, i18n } = useTranslation();
  const columns: ResponsiveColumn<ResultsPeriod>[] = [
    {
      key: 'period',
      header: t('results.list.columns.period'),
      title: true,
      cell: (period) => (
        <Stack gap={4} align="flex-start">
          <Anchor component={Link} to={dashboardPathFor({ type: period.type, id: period.id }, area)} fw={600}>
            {period.name}
          </Anchor>
          <Group gap={4}>
            {period.type === 'parent_period' && (
              <Badge variant="light" color="grape">
                {t('results.list.parent_period')}
              </Badge>
            )}
            {period.own_classes_only && (
              <Badge variant="light" color="orange">
                {t(classLabelIsGroups ? 'results.list.own_groups_only' : 'results.list.own_classes_only')}
              </Badge>
            )}
          </Group>
        </Stack>
      ),
    },
    {
      key: 'survey',
      header: t('results.list.columns.survey'),
      cell: (period) => localizedText(period.survey_name, i18n.language),
    },
    {
      key: 'organization',
      header: t('results.list.columns.organization'),
      cell: (period) => <Text size="sm">{period.organization_name}</Text>,
    },
    {
      key: 'dates',
      header: t('results.list.columns.dates'),
      wide: true,
      cell: (period) => formatDateRange(period.starts_at, period.ends_at, i18n.language),
    },
    {
      key: 'school_year',
      header: t('survey_periods.school_year'),
      cell: (period) => period.school_year?.name ?? '—',
    },
    {
      key: 'status',
      header: t('results.list.columns.status'),
      cell: (period) => <PeriodStatusBadge status={period.status} />,
    },
    {
      key: 'responses',
      header: t('results.list.columns.responses'),
      cell: (period) => (
        <ProgressCell finished={period.num_finished} expected={period.respondents_expected} />
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={periods}
      columns={columns}
      rowKey={(period) => `${period.type}-${period.id}`}
      rowAttributes={(period) => ({ 'data-period': period.id })}
      minWidth={840}
    />
  );
}

import { Anchor, Checkbox, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PeriodStatusBadge } from '../../components/periods/PeriodStatusBadge';
import { ProgressCell } from '../../components/periods/ProgressCell';
import { formatDateRange } from '../../components/periods/periodDates';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/ResponsiveTable';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import type { AdminPeriod } from '../../queries/adminPeriods';
import { adminPaths } from '../../routing/adminPaths';
import { adminPeriodPaths } from './adminPeriodPaths';

type Row = AdminPeriod & { children?: AdminPeriod[] };

type Props = {
  periods: Row[];
  /** Checkboxes for bulk actions. */
  selection?: { selected: Set<number>; onToggle: (id: number) => void };
  /** One more cell per row (reasons, an unlink button). */
  extra?: { header: string; cell: (period: AdminPeriod) => ReactNode };
};

/** Periods with their survey, organisation, dates, status and progress; a parent's children under it. */
export function AdminPeriodsTable({ periods, selection, extra }: Props) {
  const { t, i18n } = useTranslation();
  const text = useLocalizedText();
  const childIds = new Set(periods.flatMap((period) => (period.children ?? []).map((child) => child.id)));
  const rows = periods.flatMap((period) => [period, ...(period.children ?? [])]);
  const columns: ResponsiveColumn<AdminPeriod>[] = [
    ...(selection
      ? [
          {
            key: 'select',
            header: '',
            cell: (period: AdminPeriod) => (
              <Checkbox
                aria-label={t('admin_periods.select', { name: period.name })}
                checked={selection.selected.has(period.id)}
                onChange={() => selection.onToggle(period.id)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'period',
      header: t('admin_periods.columns.period'),
      title: true,
      cell: (period) => (
        <>
          <Anchor
            component={Link}
            to={adminPaths.periodProps(period.id)}
            fw={childIds.has(period.id) ? 400 : 600}
          >
            {period.name}
          </Anchor>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {t(`admin_periods.kind.${period.kind}`)}
            </Text>
            {period.kind === 'parent' && (
              <Anchor component={Link} size="xs" to={adminPeriodPaths.linked(period.id)}>
                {t('admin_periods.linked.open')}
              </Anchor>
            )}
          </Group>
        </>
      ),
    },
    {
      key: 'survey',
      header: t('admin_periods.columns.survey'),
      cell: (period) => (
        <Anchor component={Link} to={adminPeriodPaths.ofSurvey(period.survey.id)}>
          {text(period.survey.title)}
        </Anchor>
      ),
    },
    {
      key: 'organization',
      header: t('admin_periods.columns.organization'),
      cell: (period) => (
        <Anchor component={Link} to={adminPaths.organization(period.organization.id)}>
          {period.organization.name}
        </Anchor>
      ),
    },
    {
      key: 'dates',
      header: t('admin_periods.columns.dates'),
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
      header: t('admin_periods.columns.status'),
      cell: (period) => <PeriodStatusBadge status={period.status} />,
    },
    {
      key: 'progress',
      header: t('admin_periods.columns.progress'),
      cell: (period) => (
        <ProgressCell finished={period.progress.finished} expected={period.progress.expected} />
      ),
    },
    ...(extra ? [{ key: 'extra', header: extra.header, cell: extra.cell }] : []),
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(period) => period.id}
      rowAttributes={(period) => ({ 'data-period': period.id })}
      indented={(period) => childIds.has(period.id)}
      minWidth={900}
      striped
    />
  );
}

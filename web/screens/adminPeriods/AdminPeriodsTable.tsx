import { Anchor, Checkbox, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminPeriod } from '../../queries/adminPeriods';
import { adminPaths } from '../../routing/adminPaths';
import { useLocalizedText } from '../../i18n/useLocalizedText';
import { PeriodStatusBadge } from '../../components/periods/PeriodStatusBadge';
import { ProgressCell } from '../../components/periods/ProgressCell';
import { formatDateRange } from '../../components/periods/periodDates';
import { adminPeriodPaths } from './adminPeriodPaths';

type Row = AdminPeriod & { children?: AdminPeriod[] };

type Props = {
  periods: Row[];
  /** Checkboxes for bulk actions. */
  selection?: { selected: Set<number>; onToggle: (id: number) => void };
  /** One more cell per row (reasons, an unlink button). */
  extra?: { header: string; cell: (period: AdminPeriod) => ReactNode };
};

function PeriodRow({
  period,
  child,
  selection,
  extra,
}: Omit<Props, 'periods'> & { period: AdminPeriod; child?: boolean }) {
  const { t, i18n } = useTranslation();
  const text = useLocalizedText();
  return (
    <Table.Tr data-period={period.id}>
      {selection && (
        <Table.Td>
          <Checkbox
            aria-label={t('admin_periods.select', { name: period.name })}
            checked={selection.selected.has(period.id)}
            onChange={() => selection.onToggle(period.id)}
          />
        </Table.Td>
      )}
      <Table.Td pl={child ? 'xl' : undefined}>
        <Anchor component={Link} to={adminPeriodPaths.props(period.id)} fw={child ? 400 : 600}>
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
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={adminPeriodPaths.ofSurvey(period.survey.id)}>
          {text(period.survey.title)}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={adminPaths.organization(period.organization.id)}>
          {period.organization.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{formatDateRange(period.starts_at, period.ends_at, i18n.language)}</Table.Td>
      <Table.Td>
        <PeriodStatusBadge status={period.status} />
      </Table.Td>
      <Table.Td>
        <ProgressCell finished={period.progress.finished} expected={period.progress.expected} />
      </Table.Td>
      {extra && <Table.Td>{extra.cell(period)}</Table.Td>}
    </Table.Tr>
  );
}

/** Periods with their survey, organisation, dates, status and progress; a parent's children under it. */
export function AdminPeriodsTable({ periods, selection, extra }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {selection && <Table.Th />}
            <Table.Th>{t('admin_periods.columns.period')}</Table.Th>
            <Table.Th>{t('admin_periods.columns.survey')}</Table.Th>
            <Table.Th>{t('admin_periods.columns.organization')}</Table.Th>
            <Table.Th>{t('admin_periods.columns.dates')}</Table.Th>
            <Table.Th>{t('admin_periods.columns.status')}</Table.Th>
            <Table.Th>{t('admin_periods.columns.progress')}</Table.Th>
            {extra && <Table.Th>{extra.header}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.flatMap((period) => [
            <PeriodRow key={period.id} period={period} selection={selection} extra={extra} />,
            ...(period.children ?? []).map((child) => (
              <PeriodRow key={child.id} period={child} child selection={selection} extra={extra} />
            )),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { localizedText } from '../../../../common/localizedText';
import { errorText } from '../../../api/apiError';
import { confirm } from '../../../components/confirm';
import { notice } from '../../../components/notices';
import { ExtendPeriodModal } from '../../../components/periods/ExtendPeriodModal';
import { PeriodStatusBadge } from '../../../components/periods/PeriodStatusBadge';
import { ProgressCell } from '../../../components/periods/ProgressCell';
import { endOfDayIso, formatDateRange } from '../../../components/periods/periodDates';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useTranslation } from '../../../i18n/useTranslation';
import {
  type ParentPeriod,
  useCloseParentPeriod,
  useExtendParentPeriod,
} from '../../../queries/parentPeriods';
import { surveyPaths } from '../../../routing/surveyPaths';
import { SchoolPeriodPanel } from './SchoolPeriodPanel';

type Props = { organizationId: number; period: ParentPeriod; isSelected?: boolean };

/**
 * One parent period: its total, each school's child period (with its links, codes and reminders on demand),
 * close early and extend for all of them.
 */
export function ParentPeriodCard({ organizationId, period, isSelected = false }: Props) {
  const { t, i18n } = useTranslation();
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isSelected) cardRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [isSelected]);
  const close = useCloseParentPeriod(organizationId);
  const extend = useExtendParentPeriod(organizationId);
  const [extending, setExtending] = useState(false);
  const [shownSchool, setShownSchool] = useState<number | null>(null);
  const shown = period.children.find((child) => child.school.id === shownSchool);
  const panelId = `parent-period-${period.id}-school`;
  const onError = (error: unknown) => notice.error(errorText(error));

  async function handleClose() {
    const accepted = await confirm({
      message: t('parent_periods.close.confirm', { count: period.children.length }),
      confirmLabel: t('parent_periods.close.action'),
      danger: true,
    });
    if (accepted)
      close.mutate(period.id, { onSuccess: () => notice.info(t('parent_periods.close.done')), onError });
  }

  function handleExtend(endDate: string) {
    extend.mutate(
      { periodId: period.id, endsAt: endOfDayIso(endDate) },
      {
        onSuccess: () => {
          setExtending(false);
          notice.info(t('parent_periods.extend.done'));
        },
        onError,
      },
    );
  }

  return (
    <Card
      ref={cardRef}
      withBorder
      padding="lg"
      data-parent-period={period.id}
      aria-current={isSelected ? 'true' : undefined}
      style={isSelected ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h4">
              <Anchor component={Link} to={surveyPaths.parentPeriod(period.id)} inherit>
                {period.name}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {localizedText(period.survey.title, i18n.language)} ·{' '}
              {formatDateRange(period.starts_at, period.ends_at, i18n.language)}
            </Text>
          </div>
          <PeriodStatusBadge status={period.status} />
        </Group>
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="xs" c="dimmed">
              {t('parent_periods.total')}
            </Text>
            <ProgressCell finished={period.progress.finished} expected={period.progress.expected} size="lg" />
          </div>
          <Group gap="xs">
            {!period.closed_at && (
              <Button variant="default" size="xs" onClick={() => setExtending(true)}>
                {t('parent_periods.extend.action')}
              </Button>
            )}
            {period.status !== 'closed' && (
              <Button color="red" variant="light" size="xs" onClick={handleClose} loading={close.isPending}>
                {t('parent_periods.close.action')}
              </Button>
            )}
          </Group>
        </Group>
        <ResponsiveTable
          rows={period.children}
          rowKey={(child) => child.id}
          minWidth={480}
          striped={false}
          columns={[
            {
              key: 'school',
              header: t('parent_periods.school'),
              title: true,
              cell: (child) => child.school.name,
            },
            {
              key: 'status',
              header: t('parent_periods.status'),
              cell: (child) => <PeriodStatusBadge status={child.status} />,
            },
            {
              key: 'progress',
              header: t('parent_periods.progress'),
              cell: (child) => (
                <ProgressCell finished={child.progress.finished} expected={child.progress.expected} />
              ),
            },
            {
              key: 'links',
              header: '',
              label: t('parent_periods.school_period.open'),
              align: 'right',
              cell: (child) => (
                <Button
                  size="xs"
                  variant={child.school.id === shownSchool ? 'filled' : 'light'}
                  aria-label={t('parent_periods.school_period.open_label', { school: child.school.name })}
                  aria-expanded={child.school.id === shownSchool}
                  aria-controls={child.school.id === shownSchool ? panelId : undefined}
                  onClick={() => setShownSchool(child.school.id === shownSchool ? null : child.school.id)}
                >
                  {t('parent_periods.school_period.open')}
                </Button>
              ),
            },
          ]}
        />
        {shown && (
          <SchoolPeriodPanel
            key={shown.id}
            id={panelId}
            organizationId={organizationId}
            parentPeriodId={period.id}
            child={shown}
            onHide={() => setShownSchool(null)}
          />
        )}
      </Stack>
      {extending && (
        <ExtendPeriodModal
          period={period}
          saving={extend.isPending}
          onClose={() => setExtending(false)}
          onExtend={handleExtend}
        />
      )}
    </Card>
  );
}

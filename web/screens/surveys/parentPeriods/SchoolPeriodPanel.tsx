import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ChildPeriod } from '../../../queries/parentPeriods';
import { childPeriodAt, usePeriodAt } from '../../../queries/periods';
import { PeriodLinks } from '../PeriodLinks';
import { PeriodReminders } from '../PeriodReminders';

type Props = {
  id: string;
  organizationId: number;
  parentPeriodId: number;
  child: ChildPeriod;
  onHide: () => void;
};

/**
 * One school's period of a parent period, for the organisation admin: its links, access codes to print and
 * reminders, as the school's own period page offers them.
 */
export function SchoolPeriodPanel({ id, organizationId, parentPeriodId, child, onHide }: Props) {
  const { t } = useTranslation();
  const at = childPeriodAt(organizationId, parentPeriodId, child.school.id);
  const period = usePeriodAt(at);
  const isOpen = period.data ? period.data.status !== 'closed' : false;

  return (
    <Paper
      id={id}
      withBorder
      p="md"
      radius="md"
      bg="var(--mantine-color-body)"
      data-school-period={child.school.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={4}>{t('parent_periods.school_period.title', { school: child.school.name })}</Title>
            <Text size="sm" c="dimmed">
              {t('parent_periods.school_period.hint')}
            </Text>
          </div>
          <Button variant="default" size="xs" onClick={onHide}>
            {t('parent_periods.school_period.hide')}
          </Button>
        </Group>
        {period.isPending ? (
          <Loader size="sm" aria-label={t('parent_periods.loading')} />
        ) : period.isError ? (
          <Alert color="red">{t('parent_periods.school_period.load_failed')}</Alert>
        ) : (
          <>
            {!period.data.public_link && !period.data.classes.length && (
              <Alert color="gray">{t('parent_periods.school_period.none')}</Alert>
            )}
            <PeriodLinks at={at} period={period.data} canMakeCodes={isOpen} headingOrder={5} />
            {isOpen && <PeriodReminders at={at} headingOrder={5} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}

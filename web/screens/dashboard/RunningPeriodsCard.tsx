import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RunningPeriod } from '../../../common/dashboards/types';
import { localizedText } from '../../../common/localizedText';
import { ProgressCell } from '../../components/periods/ProgressCell';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { dashboardPaths } from '../../routing/dashboardPaths';

type Props = {
  periods: RunningPeriod[];
  /** The whole period's participation above its classes (school admins); teachers see their classes only. */
  showOverall: boolean;
  /** Where the period's name leads (the period screen), when the viewer may open it. */
  periodPath?: (periodId: number) => string;
  /** What a viewer who may start one can do when nothing runs (a new school's first survey). */
  whenNone?: ReactNode;
};

/** Periods running now with their response rate overall and per class; each class opens its live session. */
export function RunningPeriodsCard({ periods, showOverall, periodPath, whenNone }: Props) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="running-title">
      <Title order={2} size="h3" id="running-title" mb="sm">
        {t('dashboards.running.title')}
      </Title>
      {periods.length === 0 && (
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">{t('dashboards.running.none')}</Text>
          {whenNone}
        </Stack>
      )}
      <Stack gap="lg">
        {periods.map((period) => (
          <div key={period.id} data-running-period={period.id}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <div>
                {periodPath ? (
                  <Anchor component={Link} to={periodPath(period.id)} fw={600}>
                    {period.name}
                  </Anchor>
                ) : (
                  <Text fw={600}>{period.name}</Text>
                )}
                <Text size="sm" c="dimmed">
                  {`${localizedText(period.survey_title, i18n.language)} · ${t('dashboards.running.until', { date: date(period.ends_at) })}`}
                </Text>
              </div>
              {showOverall && (
                <ProgressCell finished={period.finished} expected={period.expected} size="lg" />
              )}
            </Group>
            {period.classes.length > 0 && (
              <Stack gap={0} mt="xs" role="list" aria-label={t('dashboards.running.class')}>
                {period.classes.map((row) => (
                  <Group
                    key={row.class_id}
                    role="listitem"
                    data-class-row={row.class_name ?? ''}
                    justify="space-between"
                    wrap="wrap"
                    gap="xs"
                    py={6}
                    style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                  >
                    <Group gap="md" wrap="nowrap">
                      <Text fw={500} miw={48}>
                        {row.class_name}
                      </Text>
                      <ProgressCell finished={row.finished} expected={row.expected} />
                    </Group>
                    <Button
                      component={Link}
                      to={dashboardPaths.classSession(period.id, row.class_id)}
                      size="compact-sm"
                      variant="light"
                    >
                      {t('dashboards.running.open_session')}
                    </Button>
                  </Group>
                ))}
              </Stack>
            )}
          </div>
        ))}
      </Stack>
    </Card>
  );
}

import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MemberSchool } from '../../../common/dashboards/types';
import { formatDelta, formatScore } from '../../../common/results/numbers';
import { ProgressCell } from '../../components/periods/ProgressCell';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { resultsPaths } from '../../routing/resultsPaths';

export function SchoolContacts({ school }: { school: MemberSchool }) {
  if (school.contacts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return school.contacts.slice(0, 2).map((contact) => (
    <Text size="sm" key={`${contact.email}-${contact.surname}`}>
      {`${contact.name} ${contact.surname}`.trim()}
      {contact.email && (
        <>
          {' · '}
          <Anchor href={`mailto:${contact.email}`} size="sm">
            {contact.email}
          </Anchor>
        </>
      )}
    </Text>
  ));
}

export function SchoolRunning({ school }: { school: MemberSchool }) {
  const { t } = useTranslation();
  if (school.running_periods === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('dashboards.schools.nothing_running')}
      </Text>
    );
  return (
    <div>
      <Text size="xs" c="dimmed">
        {t('dashboards.schools.periods', { count: school.running_periods })}
      </Text>
      <ProgressCell finished={school.finished} expected={school.expected} />
    </div>
  );
}

/**
 * The latest compound score, its change since the previous period and a link into those results, named
 * by period, survey and end date: schools' latest figures are often of different terms.
 */
export function SchoolLatest({
  latest,
  hasResults,
}: {
  latest: MemberSchool['latest'];
  hasResults: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (!latest)
    return (
      <Text size="sm" c="dimmed">
        {hasResults ? t('dashboards.schools.no_results') : '—'}
      </Text>
    );
  const change = latest.compound_change;
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={700} data-school-score>
          {formatScore(latest.compound.value === -1 ? null : latest.compound.value, i18n.language)}
        </Text>
        {change?.delta != null && (
          <Badge variant="light" color={!change.meaningful ? 'gray' : change.delta > 0 ? 'green' : 'red'}>
            {formatDelta(change.delta, i18n.language)}
          </Badge>
        )}
      </Group>
      <Anchor
        component={Link}
        to={resultsPaths.organization({ type: 'period', id: latest.period.id })}
        size="sm"
      >
        {latest.period.name}
      </Anchor>
      <Text size="xs" c="dimmed" data-school-period>
        {t('dashboards.schools.period_of', {
          survey: latest.period.survey_name,
          date: formatDate(latest.period.ended_at, i18n.language),
        })}
      </Text>
    </Stack>
  );
}

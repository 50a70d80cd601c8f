import { Alert, Anchor, Badge, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDelta, formatScore } from '../../../common/results/numbers';
import { useUserState } from '../../auth/userStore';
import { PageLoader } from '../../components/PageLoader';
import { ProgressCell } from '../../components/periods/ProgressCell';
import { useOrganizationSchools } from '../../queries/dashboards';
import { resultsPaths } from '../../routing/resultsPaths';
import { type SchoolSortKey, sortSchools } from './schoolSort';

/** The organisation's member schools: contacts, running periods, participation, latest score; searchable and sortable. */
export function SchoolsTable() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { user } = useUserState();
  const overview = useOrganizationSchools(user?.organization?.id ?? null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SchoolSortKey>('name');
  if (overview.isError) return <Alert color="red">{t('dashboards.load_failed')}</Alert>;
  if (!overview.data) return <PageLoader />;
  const schools = sortSchools(overview.data.schools, search, sort, language);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          label={t('dashboards.schools.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        <Stack gap={2}>
          <Text size="sm" fw={500} id="schools-sort-label">
            {t('dashboards.schools.sort')}
          </Text>
          <SegmentedControl
            aria-labelledby="schools-sort-label"
            value={sort}
            onChange={(value) => setSort(value as SchoolSortKey)}
            data={(['name', 'participation', 'score', 'change'] as const).map((key) => ({
              value: key,
              label: t(`dashboards.schools.sort_${key}`),
            }))}
          />
        </Stack>
      </Group>
      {schools.length === 0 && <Text c="dimmed">{t('dashboards.schools.none')}</Text>}
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboards.schools.school')}</Table.Th>
              <Table.Th>{t('dashboards.schools.contacts')}</Table.Th>
              <Table.Th>{t('dashboards.schools.running')}</Table.Th>
              <Table.Th>{t('dashboards.schools.latest')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schools.map((school) => (
              <Table.Tr key={school.id} data-school={school.name}>
                <Table.Td>
                  <Text fw={600}>{school.name}</Text>
                  {school.city && (
                    <Text size="xs" c="dimmed">
                      {school.city}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {school.contacts.length === 0 && (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                  {school.contacts.slice(0, 2).map((contact) => (
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
                  ))}
                </Table.Td>
                <Table.Td>
                  {school.running_periods === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('dashboards.schools.nothing_running')}
                    </Text>
                  ) : (
                    <>
                      <Text size="xs" c="dimmed">
                        {t('dashboards.schools.periods', { count: school.running_periods })}
                      </Text>
                      <ProgressCell finished={school.finished} expected={school.expected} />
                    </>
                  )}
                </Table.Td>
                <Table.Td>
                  {school.latest ? (
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Text fw={700} data-school-score>
                          {formatScore(
                            school.latest.compound.value === -1 ? null : school.latest.compound.value,
                            language,
                          )}
                        </Text>
                        {school.latest.compound_change?.delta != null && (
                          <Badge
                            variant="light"
                            color={
                              !school.latest.compound_change.meaningful
                                ? 'gray'
                                : school.latest.compound_change.delta > 0
                                  ? 'green'
                                  : 'red'
                            }
                          >
                            {formatDelta(school.latest.compound_change.delta, language)}
                          </Badge>
                        )}
                      </Group>
                      <Anchor
                        component={Link}
                        to={resultsPaths.organization({ type: 'period', id: school.latest.period.id })}
                        size="sm"
                      >
                        {school.latest.period.name}
                      </Anchor>
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {overview.data.results ? t('dashboards.schools.no_results') : '—'}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

import { Alert, Anchor, Card, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useUserState } from '../../auth/userStore';
import { PageLoader } from '../../components/PageLoader';
import { useTranslation } from '../../i18n/useTranslation';
import { workAreasFor } from '../../layout/workAreas';
import { useOrganizationSchools } from '../../queries/dashboards';
import { resultsPaths } from '../../routing/resultsPaths';
import { SchoolContacts, SchoolLatest, SchoolRunning } from './schoolCells';
import { type SchoolSortKey, sortSchools } from './schoolSort';

function CardPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {children}
    </div>
  );
}

const sortKeys: SchoolSortKey[] = ['name', 'participation', 'score', 'change'];

/**
 * An organisation without member schools (a regional office): says so, and to someone who reads other
 * schools' results through a property value (a regional officer) where those are, as the menu offers them.
 */
function NoOwnSchools() {
  const { t } = useTranslation();
  const { user, permissions } = useUserState();
  const readsOthers =
    user?.results_by_property_value === true &&
    workAreasFor(user, permissions).some((area) => area.to === resultsPaths.organizationList);
  return (
    <Stack gap="xs" data-testid="no-own-schools">
      <Text c="dimmed">{t('dashboards.schools.none_own')}</Text>
      {readsOthers && (
        <>
          <Text c="dimmed">{t('dashboards.schools.none_own_value_results')}</Text>
          <Anchor component={Link} to={resultsPaths.organizationList} fw={600}>
            {t('dashboards.schools.open_results')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}

/**
 * The organisation's member schools: contacts, running periods, participation, latest score; searchable
 * and sortable. A table from tablet width, one card per school on a phone.
 */
export function SchoolsTable() {
  const { t, i18n } = useTranslation();
  const { user } = useUserState();
  const overview = useOrganizationSchools(user?.organization?.id ?? null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SchoolSortKey>('name');
  if (overview.isError) return <Alert color="red">{t('dashboards.load_failed')}</Alert>;
  if (!overview.data) return <PageLoader />;
  // Nothing to search or sort: "No school matches." would blame a search nobody typed.
  if (overview.data.schools.length === 0) return <NoOwnSchools />;
  const hasResults = overview.data.results;
  const schools = sortSchools(overview.data.schools, search, sort, i18n.language);
  return (
    <Stack gap="sm">
      <Group wrap="wrap" gap="sm" align="flex-end">
        <TextInput
          label={t('dashboards.schools.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        <NativeSelect
          label={t('dashboards.schools.sort')}
          value={sort}
          onChange={(event) => setSort(event.currentTarget.value as SchoolSortKey)}
          data={sortKeys.map((key) => ({ value: key, label: t(`dashboards.schools.sort_${key}`) }))}
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      {schools.length === 0 && <Text c="dimmed">{t('dashboards.schools.none')}</Text>}
      <Stack gap="sm" hiddenFrom="sm">
        {schools.map((school) => (
          <Card key={school.id} withBorder padding="md" data-school-card={school.name}>
            <Text fw={600}>{school.name}</Text>
            {school.city && (
              <Text size="xs" c="dimmed" mb="xs">
                {school.city}
              </Text>
            )}
            {/* The table's column headings, over each part of the card: a bare '71,1' or '—' tells nothing. */}
            <Stack gap="xs">
              <CardPart label={t('dashboards.schools.contacts')}>
                <SchoolContacts school={school} />
              </CardPart>
              <CardPart label={t('dashboards.schools.running')}>
                <SchoolRunning school={school} />
              </CardPart>
              <CardPart label={t('dashboards.schools.latest')}>
                <SchoolLatest latest={school.latest} hasResults={hasResults} />
              </CardPart>
            </Stack>
          </Card>
        ))}
      </Stack>
      <Table verticalSpacing="sm" striped visibleFrom="sm">
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
                <SchoolContacts school={school} />
              </Table.Td>
              <Table.Td>
                <SchoolRunning school={school} />
              </Table.Td>
              <Table.Td>
                <SchoolLatest latest={school.latest} hasResults={hasResults} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CatalogueFilters, useCatalogueFilter } from '../../components/backOffice/CatalogueFilters';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { useTranslation } from '../../i18n/useTranslation';
import { type AdminSchool, useAdminSchools } from '../../queries/adminSchools';
import { adminPaths } from '../../routing/adminPaths';

const count = (value: number) => (
  <Text span inherit c={value ? undefined : 'dimmed'}>
    {value}
  </Text>
);

/** /admin/schools: every school with its size, and the way to its classes, subjects and people; filtered by tag or property value. */
export function AdminSchoolsScreen() {
  const { t } = useTranslation();
  const { filter, set, filtered } = useCatalogueFilter();
  const useRows = (search: string) => useAdminSchools(search, filter);
  const openLink = (school: AdminSchool, to: string, part: 'classes' | 'subjects' | 'staff' | 'details') => (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      aria-label={t(`back_office.schools.${part}_label`, { name: school.name })}
    >
      {t(`back_office.schools.${part}`)}
    </Anchor>
  );
  const columns: ResourceColumn<AdminSchool>[] = [
    {
      key: 'school',
      header: t('back_office.schools.school'),
      cell: (school) => (
        <Text fw={600} size="sm">
          {school.name}
        </Text>
      ),
      note: (school) => school.city,
    },
    { key: 'organization', header: t('back_office.schools.organization'), cell: (s) => s.parent_name ?? '—' },
    {
      key: 'classes',
      header: t('back_office.schools.classes'),
      align: 'right',
      cell: (s) => count(s.counts.classes),
    },
    {
      key: 'students',
      header: t('back_office.schools.students'),
      align: 'right',
      cell: (s) => count(s.counts.students),
    },
    {
      key: 'teachers',
      header: t('back_office.schools.teachers'),
      align: 'right',
      cell: (s) => count(s.counts.teachers),
    },
    {
      key: 'groups',
      header: t('back_office.schools.groups'),
      align: 'right',
      cell: (s) => count(s.counts.groups),
    },
    {
      key: 'open',
      header: t('back_office.schools.open'),
      cell: (school) => (
        <Group gap="sm" wrap="nowrap">
          {openLink(school, adminPaths.schoolClasses(school.id), 'classes')}
          {openLink(school, adminPaths.subjects(school.id), 'subjects')}
          {openLink(school, adminPaths.schoolAdmins(school.id), 'staff')}
          {openLink(school, adminPaths.organization(school.id), 'details')}
        </Group>
      ),
    },
  ];
  return (
    <ResourceListPage
      title={t('back_office.schools.title')}
      intro={t('back_office.schools.intro')}
      actions={
        <Button component={Link} to={adminPaths.deleteRespondents} variant="default" color="red">
          {t('back_office.removal.title')}
        </Button>
      }
      filters={<CatalogueFilters filter={filter} set={set} />}
      filtered={filtered}
      useRows={useRows}
      columns={columns}
      rowKey={(school) => school.id}
    />
  );
}

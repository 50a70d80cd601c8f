import { Anchor, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminSchool } from '../../queries/adminSchools';
import { adminPaths } from '../../routing/adminPaths';

/** Schools with their sizes; each row opens the school's classes, subjects, staff and details. */
export function AdminSchoolsTable({ schools }: { schools: AdminSchool[] }) {
  const { t } = useTranslation();
  const count = (value: number) => (
    <Text span inherit c={value ? undefined : 'dimmed'}>
      {value}
    </Text>
  );
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('back_office.schools.school')}</Table.Th>
          <Table.Th>{t('back_office.schools.organization')}</Table.Th>
          <Table.Th ta="right">{t('back_office.schools.classes')}</Table.Th>
          <Table.Th ta="right">{t('back_office.schools.students')}</Table.Th>
          <Table.Th ta="right">{t('back_office.schools.teachers')}</Table.Th>
          <Table.Th ta="right">{t('back_office.schools.groups')}</Table.Th>
          <Table.Th>{t('back_office.schools.open')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {schools.map((school) => (
          <Table.Tr key={school.id}>
            <Table.Td>
              <Text fw={600} size="sm">
                {school.name}
              </Text>
              {school.city && (
                <Text size="xs" c="dimmed">
                  {school.city}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{school.parent_name ?? '—'}</Table.Td>
            <Table.Td ta="right">{count(school.counts.classes)}</Table.Td>
            <Table.Td ta="right">{count(school.counts.students)}</Table.Td>
            <Table.Td ta="right">{count(school.counts.teachers)}</Table.Td>
            <Table.Td ta="right">{count(school.counts.groups)}</Table.Td>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={adminPaths.schoolClasses(school.id)}
                  size="sm"
                  aria-label={t('back_office.schools.classes_label', { name: school.name })}
                >
                  {t('back_office.schools.classes')}
                </Anchor>
                <Anchor
                  component={Link}
                  to={adminPaths.subjects(school.id)}
                  size="sm"
                  aria-label={t('back_office.schools.subjects_label', { name: school.name })}
                >
                  {t('back_office.schools.subjects')}
                </Anchor>
                <Anchor
                  component={Link}
                  to={adminPaths.schoolAdmins(school.id)}
                  size="sm"
                  aria-label={t('back_office.schools.staff_label', { name: school.name })}
                >
                  {t('back_office.schools.staff')}
                </Anchor>
                <Anchor
                  component={Link}
                  to={adminPaths.organization(school.id)}
                  size="sm"
                  aria-label={t('back_office.schools.details_label', { name: school.name })}
                >
                  {t('back_office.schools.details')}
                </Anchor>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

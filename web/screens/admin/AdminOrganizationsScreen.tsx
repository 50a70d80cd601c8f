import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminOrganizations } from '../../queries/admin';
import { AdminSearchLayout } from './AdminSearchLayout';
import { adminPaths } from '../../routing/adminPaths';

function OrganizationRows({ search }: { search: string }) {
  const { t } = useTranslation();
  const organizations = useAdminOrganizations(search);
  if (!organizations.data?.length)
    return <Text c="dimmed">{organizations.isPending ? t('common.loading') : t('admin.nothing_found')}</Text>;
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.name')}</Table.Th>
          <Table.Th>{t('admin.type')}</Table.Th>
          <Table.Th>{t('admin.city')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {organizations.data.map((organization) => (
          <Table.Tr key={organization.id}>
            <Table.Td>
              <Anchor component={Link} to={adminPaths.organization(organization.id)}>
                {organization.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{t(`organization_types.${organization.type}`)}</Table.Td>
            <Table.Td>{organization.city}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /admin/organizations and /admin/search-organizations: each row opens the organisation's back-office page. */
export function AdminOrganizationsScreen() {
  const { t } = useTranslation();
  return (
    <AdminSearchLayout title={t('admin.organizations_title')}>
      {(search) => (
        <Stack>
          <Group justify="flex-end">
            <Button component={Link} to={adminPaths.organization('new')}>
              {t('back_office.new_organization')}
            </Button>
          </Group>
          <OrganizationRows search={search} />
        </Stack>
      )}
    </AdminSearchLayout>
  );
}

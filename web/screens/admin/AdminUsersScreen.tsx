import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { useAdminUsers } from '../../queries/admin';
import { useIdentityChange } from '../../queries/identities';
import { AdminSearchLayout } from './AdminSearchLayout';
import { adminPaths } from '../../routing/adminPaths';

function UserRows({ search }: { search: string }) {
  const { t } = useTranslation();
  const users = useAdminUsers(search);
  const become = useIdentityChange((id) => `admin/become/${id}`);
  if (!users.data?.length)
    return <Text c="dimmed">{users.isPending ? t('common.loading') : t('admin.nothing_found')}</Text>;
  return (
    <Stack>
      {become.isError && <Alert color="red">{errorText(become.error)}</Alert>}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.user')}</Table.Th>
            <Table.Th>{t('admin.identities')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.data.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Anchor component={Link} to={adminPaths.user(user.id)} fw={600}>
                  {`${user.name} ${user.surname}`.trim() || user.username}
                </Anchor>
                {user.disabled && (
                  <Badge color="red" variant="light" ml="xs">
                    {t('back_office.user.disabled_badge')}
                  </Badge>
                )}
                <Text size="sm" c="dimmed">
                  {user.username} · {user.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  {user.identities.map((identity) => (
                    <Group key={identity.id} gap="xs">
                      <Badge variant="light">{t(`identity_types.${identity.type}`)}</Badge>
                      <Text size="sm">{identity.organization?.name ?? t('identity.platform')}</Text>
                      {identity.type !== 'super_admin' && (
                        <Button
                          size="compact-xs"
                          variant="outline"
                          aria-label={t('admin.become_label', {
                            name: user.username,
                            type: t(`identity_types.${identity.type}`),
                          })}
                          onClick={() => become.mutate(identity.id)}
                        >
                          {t('admin.become')}
                        </Button>
                      )}
                    </Group>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** /admin/users: find a person, open them, or impersonate one of their identities. */
export function AdminUsersScreen() {
  const { t } = useTranslation();
  return (
    <AdminSearchLayout title={t('admin.users_title')}>
      {(search) => (
        <Stack>
          <Group justify="flex-end">
            <Button component={Link} to={adminPaths.superAdmins} variant="light">
              {t('back_office.super_admins.title')}
            </Button>
            <Button component={Link} to={adminPaths.user('new')}>
              {t('back_office.new_user')}
            </Button>
          </Group>
          <UserRows search={search} />
        </Stack>
      )}
    </AdminSearchLayout>
  );
}

import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { useTranslation } from '../../i18n/useTranslation';
import { type AdminUser, useAdminUsers } from '../../queries/admin';
import { useIdentityChange } from '../../queries/identities';
import { adminPaths } from '../../routing/adminPaths';

/** /admin/users: find a person, open them, or impersonate one of their identities. */
export function AdminUsersScreen() {
  const { t } = useTranslation();
  const become = useIdentityChange((id) => `admin/become/${id}`);
  const columns: ResourceColumn<AdminUser>[] = [
    {
      key: 'user',
      header: t('admin.user'),
      linked: true,
      cell: (user) => `${user.name} ${user.surname}`.trim() || user.username,
    },
    {
      key: 'account',
      header: t('forms.email'),
      cell: (user) => (
        <Group gap="xs">
          <Text size="sm">
            {user.username} · {user.email}
          </Text>
          {user.disabled && (
            <Badge color="red" variant="light">
              {t('back_office.user.disabled_badge')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'identities',
      header: t('admin.identities'),
      cell: (user) => (
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
      ),
    },
  ];
  return (
    <ResourceListPage
      title={t('admin.users_title')}
      create={{ label: t('back_office.new_user'), to: adminPaths.user('new') }}
      actions={
        <Button component={Link} to={adminPaths.superAdmins} variant="light">
          {t('back_office.super_admins.title')}
        </Button>
      }
      useRows={useAdminUsers}
      columns={columns}
      rowKey={(user) => user.id}
      rowLink={(user) => adminPaths.user(user.id)}
    >
      {become.isError && <Alert color="red">{errorText(become.error)}</Alert>}
    </ResourceListPage>
  );
}

import { Alert, Button, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { describeFailure } from '../../api/formErrors';
import { ResourceListPage } from '../../components/backOffice/ResourceListPage';
import type { ResourceColumn } from '../../components/backOffice/ResourceTable';
import { notice } from '../../components/notices';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { type SuperAdmin, useAddSuperAdmin, useSuperAdmins } from '../../queries/adminUsers';
import { adminPaths, personName } from '../../routing/adminPaths';
import { UserPicker } from './UserPicker';

function SuperAdminAddForm() {
  const { t } = useTranslation();
  const add = useAddSuperAdmin();
  const [userId, setUserId] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const failure = describeFailure(add.error, ['user_id']);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (userId === null) return;
    add.mutate(userId, {
      onSuccess: (row) => {
        notice.info(t('back_office.super_admins.added', { name: personName(row.user) }));
        setUserId(null);
        setTried(false);
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {failure.alert && <Alert color="red">{failure.alert}</Alert>}
        <Group align="flex-end">
          <div style={{ flex: 1 }}>
            <UserPicker
              label={t('back_office.super_admins.user')}
              value={userId}
              onChange={setUserId}
              error={tried && userId === null ? t('forms.required') : failure.fields.user_id}
            />
          </div>
          <Button type="submit" loading={add.isPending}>
            {t('back_office.super_admins.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/super-admins: who runs the platform, and making an existing user one of them. */
export function AdminSuperAdminsScreen() {
  const { t, i18n } = useTranslation();
  const columns: ResourceColumn<SuperAdmin>[] = [
    {
      key: 'user',
      header: t('admin.user'),
      linked: true,
      cell: (row) => personName(row.user),
      note: (row) => row.user.username,
    },
    { key: 'email', header: t('forms.email'), cell: (row) => row.user.email },
    {
      key: 'since',
      header: t('back_office.super_admins.since'),
      cell: (row) => formatDate(row.created_at, i18n.language),
    },
  ];
  return (
    <ResourceListPage
      title={t('back_office.super_admins.title')}
      intro={t('back_office.super_admins.intro')}
      actions={
        <Button component={Link} to={adminPaths.users} variant="default">
          {t('back_office.back_to_users')}
        </Button>
      }
      searchable={false}
      useRows={useSuperAdmins}
      columns={columns}
      rowKey={(row) => row.id}
      rowLink={(row) => adminPaths.superAdmin(row.id)}
    >
      <SuperAdminAddForm />
    </ResourceListPage>
  );
}

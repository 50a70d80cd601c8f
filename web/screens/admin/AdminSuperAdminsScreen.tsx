import { Alert, Anchor, Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { useAddSuperAdmin, useSuperAdmins } from '../../queries/adminUsers';
import { describeFailure } from '../../api/formErrors';
import { adminPaths, personName } from '../../routing/adminPaths';
import { UserPicker } from './UserPicker';

function SuperAdminRows() {
  const { t, i18n } = useTranslation();
  const superAdmins = useSuperAdmins();
  if (superAdmins.isError) return <Alert color="red">{errorText(superAdmins.error)}</Alert>;
  if (!superAdmins.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.user')}</Table.Th>
          <Table.Th>{t('forms.email')}</Table.Th>
          <Table.Th>{t('back_office.super_admins.since')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {superAdmins.data.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Anchor component={Link} to={adminPaths.superAdmin(row.id)}>
                {personName(row.user)}
              </Anchor>
              <Text size="sm" c="dimmed">
                {row.user.username}
              </Text>
            </Table.Td>
            <Table.Td>{row.user.email}</Table.Td>
            <Table.Td>{new Date(row.created_at).toLocaleDateString(i18n.language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

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
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Anchor component={Link} to={adminPaths.users} size="sm">
          {t('back_office.back_to_users')}
        </Anchor>
        <Title order={1}>{t('back_office.super_admins.title')}</Title>
        <Text size="sm">{t('back_office.super_admins.intro')}</Text>
        <SuperAdminAddForm />
        <SuperAdminRows />
      </Stack>
    </Container>
  );
}

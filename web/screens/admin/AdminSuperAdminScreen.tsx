import { Alert, Anchor, Badge, Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { errorText } from '../../api/apiError';
import { useUserState } from '../../auth/userStore';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { type SuperAdmin, useRemoveSuperAdmin, useSuperAdmin } from '../../queries/adminUsers';
import { useAdminLanguageOptions } from '../../queries/languages';
import { adminPaths, idParam, personName } from '../../routing/adminPaths';

function SuperAdminDetails({ superAdmin }: { superAdmin: SuperAdmin }) {
  const { t, i18n } = useTranslation();
  const remove = useRemoveSuperAdmin();
  const isSelf = useUserState().user?.user_id === superAdmin.user_id;
  const { user } = superAdmin;
  const name = personName(user);
  const language = useAdminLanguageOptions('interface', [user.language]).find(
    (option) => option.value === user.language,
  );
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '');
  const rows: [string, string][] = [
    [t('back_office.user.username'), user.username],
    [t('forms.email'), user.email ?? '—'],
    [t('profile.language'), language?.label ?? t('profile.languages.none')],
    [t('back_office.super_admins.since'), date(superAdmin.created_at)],
  ];

  async function handleRemove() {
    const accepted = await confirm({
      title: t('common.confirm_title'),
      message: t('back_office.super_admin.remove_confirm', { name }),
      confirmLabel: t('back_office.super_admin.remove'),
      cancelLabel: t('common.cancel'),
      danger: true,
    });
    if (!accepted) return;
    remove.mutate(superAdmin.id, {
      onSuccess: () => notice.info(t('back_office.super_admin.removed_notice', { name })),
      onError: (error) => notice.error(errorText(error)),
    });
  }

  return (
    <Stack>
      <Group gap="sm">
        <Title order={1}>{name}</Title>
        {superAdmin.archived && <Badge color="gray">{t('back_office.super_admin.removed_badge')}</Badge>}
        {user.disabled && <Badge color="red">{t('back_office.user.disabled_badge')}</Badge>}
      </Group>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={200}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Anchor component={Link} to={adminPaths.user(user.id)}>
          {t('back_office.super_admin.edit_user')}
        </Anchor>
        {!superAdmin.archived && (
          <Group gap="sm">
            {isSelf && (
              <Text size="sm" c="dimmed">
                {t('back_office.super_admin.self_hint')}
              </Text>
            )}
            <Button
              color="red"
              variant="outline"
              disabled={isSelf}
              loading={remove.isPending}
              onClick={handleRemove}
            >
              {t('back_office.super_admin.remove')}
            </Button>
          </Group>
        )}
      </Group>
      {superAdmin.archived && (
        <Text size="sm" c="dimmed">
          {t('back_office.super_admin.removed_on', { date: date(superAdmin.archived_at) })}
        </Text>
      )}
    </Stack>
  );
}

function LoadedSuperAdmin({ id }: { id: number }) {
  const { t } = useTranslation();
  const superAdmin = useSuperAdmin(id);
  if (superAdmin.isError) return <Alert color="red">{errorText(superAdmin.error)}</Alert>;
  if (!superAdmin.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  return <SuperAdminDetails superAdmin={superAdmin.data} />;
}

/** /admin/super-admin/{id}: one super-admin and the way to remove them (the role is archived). */
export function AdminSuperAdminScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  return (
    <Container size="md" py="xl">
      <Stack>
        <Anchor component={Link} to={adminPaths.superAdmins} size="sm">
          {t('back_office.back_to_super_admins')}
        </Anchor>
        {id === null ? <Alert color="red">{t('back_office.not_found')}</Alert> : <LoadedSuperAdmin id={id} />}
      </Stack>
    </Container>
  );
}

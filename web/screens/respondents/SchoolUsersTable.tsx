import { Badge, Button, Text } from '@mantine/core';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/ResponsiveTable';
import { useTranslation } from '../../i18n/useTranslation';
import type { SchoolUser } from '../../queries/schoolUsers';

const staffTypes = new Set(['teacher', 'staff', 'school_admin']);

type Props = {
  users: SchoolUser[];
  currentIdentityId: number | undefined;
  canRemoveRespondents: boolean;
  canRemoveStaff: boolean;
  onRemove: (user: SchoolUser) => void;
};

export function SchoolUsersTable({
  users,
  currentIdentityId,
  canRemoveRespondents,
  canRemoveStaff,
  onRemove,
}: Props) {
  const { t } = useTranslation();
  const removable = (user: SchoolUser) =>
    user.id !== currentIdentityId && (staffTypes.has(user.type) ? canRemoveStaff : canRemoveRespondents);
  const columns: ResponsiveColumn<SchoolUser>[] = [
    {
      key: 'name',
      header: t('respondents.users.name'),
      title: true,
      cell: (user) => (
        <>
          <Text fw={600} size="sm">{`${user.surname} ${user.name}`}</Text>
          <Text size="xs" c="dimmed">
            {user.email ?? user.username}
          </Text>
        </>
      ),
    },
    {
      key: 'role',
      header: t('respondents.users.role'),
      cell: (user) => <Badge variant="light">{t(`identity_types.${user.type}`)}</Badge>,
    },
    { key: 'class', header: t('respondents.users.class'), cell: (user) => user.class_name ?? '—' },
    {
      key: 'sign_in',
      header: t('respondents.users.sign_in'),
      cell: (user) => (
        <Text size="sm" c={user.has_password ? undefined : 'dimmed'}>
          {user.has_password ? t('respondents.users.has_password') : t('respondents.users.no_password')}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      label: t('respondents.actions'),
      align: 'right',
      cell: (user) =>
        removable(user) && (
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => onRemove(user)}>
            {t('respondents.users.remove')}
          </Button>
        ),
    },
  ];
  return <ResponsiveTable rows={users} columns={columns} rowKey={(user) => user.id} minWidth={640} striped />;
}

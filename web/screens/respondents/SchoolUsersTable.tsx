import { Badge, Button, Table, Text } from '@mantine/core';
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
  return (
    <Table striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('respondents.users.name')}</Table.Th>
          <Table.Th>{t('respondents.users.role')}</Table.Th>
          <Table.Th>{t('respondents.users.class')}</Table.Th>
          <Table.Th>{t('respondents.users.sign_in')}</Table.Th>
          <Table.Th aria-label={t('respondents.actions')} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Text fw={600} size="sm">{`${user.surname} ${user.name}`}</Text>
              <Text size="xs" c="dimmed">
                {user.email ?? user.username}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light">{t(`identity_types.${user.type}`)}</Badge>
            </Table.Td>
            <Table.Td>{user.class_name ?? '—'}</Table.Td>
            <Table.Td>
              <Text size="sm" c={user.has_password ? undefined : 'dimmed'}>
                {user.has_password ? t('respondents.users.has_password') : t('respondents.users.no_password')}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              {removable(user) && (
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => onRemove(user)}>
                  {t('respondents.users.remove')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import { useOrganizationStaff } from '../../queries/adminOrganizations';
import { adminPaths, personName } from '../../routing/adminPaths';

/** The organisation's staff (school admins, staff, teachers), with the way to their permissions. */
export function OrganizationAdminsTab({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const staff = useOrganizationStaff(organizationId);
  let rows = <Text c="dimmed">{t('common.loading')}</Text>;
  if (staff.isError) rows = <Alert color="red">{errorText(staff.error)}</Alert>;
  else if (staff.data?.length === 0) rows = <Text c="dimmed">{t('back_office.admins.empty')}</Text>;
  else if (staff.data) {
    rows = (
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.user')}</Table.Th>
            <Table.Th>{t('admin.type')}</Table.Th>
            <Table.Th>{t('forms.email')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {staff.data.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Anchor component={Link} to={adminPaths.user(member.user_id)}>
                  {personName(member)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{t(`identity_types.${member.type}`)}</Badge>
              </Table.Td>
              <Table.Td>{member.email}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm">{t('back_office.admins.intro')}</Text>
        <Button component={Link} to={adminPaths.schoolAdmins(organizationId)} variant="light">
          {t('back_office.admins.manage')}
        </Button>
      </Group>
      {rows}
    </Stack>
  );
}

import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { type AdminIdentity, type AdminUserDetail, useUpdateIdentity } from '../../queries/adminUsers';
import { adminPaths } from '../../routing/adminPaths';

const staffTypes = new Set(['school_admin', 'staff', 'teacher']);

type UserIdentitiesTableProps = { user: AdminUserDetail; isSelf: boolean };

/** Every role of the user, archived ones too, with archive and restore. */
export function UserIdentitiesTable({ user, isSelf }: UserIdentitiesTableProps) {
  const { t } = useTranslation();
  const update = useUpdateIdentity(user.id);

  async function handleArchive(identity: AdminIdentity, archived: boolean) {
    const type = t(`identity_types.${identity.type}`);
    const organization = identity.organization?.name ?? t('identity.platform');
    if (archived) {
      const accepted = await confirm({
        title: t('common.confirm_title'),
        message: t('back_office.identities.archive_confirm', { type, organization }),
        confirmLabel: t('back_office.identities.archive'),
        cancelLabel: t('common.cancel'),
        danger: true,
      });
      if (!accepted) return;
    }
    update.mutate(
      { identityId: identity.id, changes: { archived } },
      {
        onSuccess: () =>
          notice.info(
            t(archived ? 'back_office.identities.archived_notice' : 'back_office.identities.restored_notice'),
          ),
        onError: (error) => notice.error(errorText(error)),
      },
    );
  }

  if (user.identities.length === 0) return <Text c="dimmed">{t('back_office.identities.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.type')}</Table.Th>
            <Table.Th>{t('back_office.identities.organization')}</Table.Th>
            <Table.Th>{t('back_office.identities.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {user.identities.map((identity) => {
            const ownSuperAdmin = isSelf && identity.type === 'super_admin';
            const type = t(`identity_types.${identity.type}`);
            return (
              <Table.Tr key={identity.id}>
                <Table.Td>{type}</Table.Td>
                <Table.Td>
                  {identity.organization ? (
                    <Anchor component={Link} to={adminPaths.organization(identity.organization.id)}>
                      {identity.organization.name}
                    </Anchor>
                  ) : (
                    t('identity.platform')
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={identity.archived ? 'gray' : 'green'} variant="light">
                    {t(
                      identity.archived ? 'back_office.identities.archived' : 'back_office.identities.active',
                    )}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {identity.organization && staffTypes.has(identity.type) && !identity.archived && (
                      <Button
                        component={Link}
                        to={adminPaths.schoolAdmins(identity.organization.id)}
                        size="compact-sm"
                        variant="subtle"
                      >
                        {t('back_office.identities.permissions_link')}
                      </Button>
                    )}
                    <Button
                      size="compact-sm"
                      variant="outline"
                      color={identity.archived ? undefined : 'red'}
                      disabled={
                        ownSuperAdmin || (update.isPending && update.variables?.identityId === identity.id)
                      }
                      title={ownSuperAdmin ? t('back_office.identities.own_super_admin') : undefined}
                      aria-label={t(
                        identity.archived
                          ? 'back_office.identities.restore_label'
                          : 'back_office.identities.archive_label',
                        { type, organization: identity.organization?.name ?? t('identity.platform') },
                      )}
                      onClick={() => handleArchive(identity, !identity.archived)}
                    >
                      {t(
                        identity.archived
                          ? 'back_office.identities.restore'
                          : 'back_office.identities.archive',
                      )}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

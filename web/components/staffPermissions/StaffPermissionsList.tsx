import { Alert, Stack, Text } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import { useOrganizationStaff, useUpdateStaffMember } from '../../queries/adminOrganizations';
import { personName } from '../../routing/adminPaths';
import { notice } from '../notices';
import { StaffPermissionsCard } from './StaffPermissionsCard';

/** A school's staff, each with their permissions and results access, saved tick by tick. */
export function StaffPermissionsList({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const staff = useOrganizationStaff(organizationId);
  const update = useUpdateStaffMember(organizationId);
  if (staff.isError) return <Alert color="red">{errorText(staff.error)}</Alert>;
  if (!staff.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (staff.data.length === 0) return <Text c="dimmed">{t('back_office.admins.empty')}</Text>;
  return (
    <Stack>
      {staff.data.map((member) => (
        <StaffPermissionsCard
          key={member.id}
          member={member}
          saving={update.isPending && update.variables?.identityId === member.id}
          onChange={(changes) =>
            update.mutate(
              { identityId: member.id, changes },
              {
                onSuccess: () => notice.info(t('back_office.school.saved', { name: personName(member) })),
                onError: (error) => notice.error(errorText(error)),
              },
            )
          }
        />
      ))}
    </Stack>
  );
}

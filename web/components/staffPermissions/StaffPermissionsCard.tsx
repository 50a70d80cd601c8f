import { Badge, Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { PermissionName } from '../../../common/permissions';
import { useTranslation } from '../../i18n/useTranslation';
import type { StaffChanges, StaffMember } from '../../queries/adminOrganizations';
import { personName } from '../../routing/adminPaths';
import { PermissionCheckboxes } from './PermissionCheckboxes';

type StaffPermissionsCardProps = {
  member: StaffMember;
  saving: boolean;
  onChange: (changes: StaffChanges) => void;
};

/** One staff member's permissions and teacher results access; each tick is saved at once. */
export function StaffPermissionsCard({ member, saving, onChange }: StaffPermissionsCardProps) {
  const { t } = useTranslation();
  const name = personName(member);
  return (
    <Fieldset legend={name} aria-label={name}>
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light">{t(`identity_types.${member.type}`)}</Badge>
          {member.email && (
            <Text size="sm" c="dimmed">
              {member.email}
            </Text>
          )}
        </Group>
        <PermissionCheckboxes
          values={member.permissions}
          disabled={saving}
          onChange={(permission: PermissionName, granted) =>
            onChange({ permissions: { [permission]: granted } })
          }
        />
        <Checkbox
          label={t('back_office.school.teacher_access')}
          checked={member.teacher_access_to_results}
          disabled={saving}
          onChange={(event) => onChange({ teacher_access_to_results: event.currentTarget.checked })}
        />
      </Stack>
    </Fieldset>
  );
}

import { Checkbox, SimpleGrid } from '@mantine/core';
import { type PermissionName, permissionNames } from '../../../common/permissions';
import { useTranslation } from '../../i18n/useTranslation';
import { permissionLabelKey } from '../../routing/adminPaths';

type PermissionCheckboxesProps = {
  values: Partial<Record<PermissionName, boolean>>;
  onChange: (name: PermissionName, granted: boolean) => void;
  disabled?: boolean;
};

/** One checkbox per permission of spec §6, in the order of the list. */
export function PermissionCheckboxes({ values, onChange, disabled }: PermissionCheckboxesProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
      {permissionNames.map((name) => (
        <Checkbox
          key={name}
          label={t(permissionLabelKey(name))}
          checked={values[name] ?? false}
          disabled={disabled}
          onChange={(event) => onChange(name, event.currentTarget.checked)}
        />
      ))}
    </SimpleGrid>
  );
}

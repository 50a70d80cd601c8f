import { Checkbox, Group, MultiSelect, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { RemovableType, RemovalSelection } from '../../queries/adminSchools';
import { useClasses } from '../../queries/classes';

export const removableTypes: RemovableType[] = ['student', 'parent', 'teacher', 'staff'];
const classless = new Set<RemovableType>(['teacher', 'staff']);

type Props = {
  schoolId: number;
  selection: RemovalSelection;
  onChange: (selection: RemovalSelection) => void;
};

/** Who to remove from a school: roles, and for students and parents optionally some classes only. */
export function RemovalSelectionForm({ schoolId, selection, onChange }: Props) {
  const { t } = useTranslation();
  const classes = useClasses(schoolId);
  const classIds = selection.class_ids ?? [];
  const byClass = classIds.length > 0;

  const handleClasses = (values: string[]) => {
    const ids = values.map(Number);
    // Teachers and staff are not chosen by class, so choosing classes leaves them out.
    const types = ids.length ? selection.types.filter((type) => !classless.has(type)) : selection.types;
    onChange({ types, class_ids: ids });
  };

  return (
    <Stack>
      <Checkbox.Group
        label={t('back_office.removal.types')}
        value={selection.types}
        onChange={(values) => onChange({ ...selection, types: values as RemovableType[] })}
      >
        <Group mt="xs">
          {removableTypes.map((type) => (
            <Checkbox
              key={type}
              value={type}
              label={t(`respondents.users.tabs.${type}`)}
              disabled={byClass && classless.has(type)}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <MultiSelect
        label={t('back_office.removal.classes')}
        description={t('back_office.removal.classes_hint')}
        placeholder={classes.isPending ? t('common.loading') : undefined}
        data={(classes.data ?? []).map((klass) => ({ value: String(klass.id), label: klass.name }))}
        value={classIds.map(String)}
        onChange={handleClasses}
        searchable
        clearable
      />
    </Stack>
  );
}

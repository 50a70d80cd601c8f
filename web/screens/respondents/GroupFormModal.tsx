import { Anchor, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/useTranslation';
import type { SchoolClass } from '../../queries/classes';
import type { GroupDraft, SchoolGroup } from '../../queries/groups';
import { schoolPaths } from './schoolPaths';

/** Spec §4 group form modal: add-new or edit (closed when not rendered); can switch to the parent class. */
export type GroupFormState = { mode: 'add-new' } | { mode: 'edit'; activeGroup: SchoolGroup };

type Props = {
  state: GroupFormState;
  classes: SchoolClass[];
  saving: boolean;
  onClose: () => void;
  onSave: (draft: GroupDraft) => void;
};

export function GroupFormModal({ state, classes, saving, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const group = state.mode === 'edit' ? state.activeGroup : null;
  const form = useForm({
    initialValues: {
      name: group?.name ?? '',
      parent_class_id: group?.parent_class_id ? String(group.parent_class_id) : null,
    },
    validate: { name: (value) => (value.trim() ? null : t('respondents.groups.name_required')) },
  });
  const parentId = form.values.parent_class_id ? Number(form.values.parent_class_id) : null;
  const handleSubmit = form.onSubmit((values) =>
    onSave({
      name: values.name.trim(),
      parent_class_id: values.parent_class_id ? Number(values.parent_class_id) : null,
    }),
  );
  return (
    <Dialog
      opened
      onClose={onClose}
      title={
        group ? t('respondents.groups.edit_title', { name: group.name }) : t('respondents.groups.new_title')
      }
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('respondents.groups.name')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Select
            label={t('respondents.groups.parent_class')}
            description={t('respondents.groups.parent_class_hint')}
            placeholder={t('respondents.groups.no_parent_class')}
            data={classes.map((klass) => ({ value: String(klass.id), label: klass.name }))}
            clearable
            searchable
            {...form.getInputProps('parent_class_id')}
          />
          {parentId !== null && (
            <Anchor component={Link} to={schoolPaths.classItem(parentId)} size="sm" onClick={onClose}>
              {t('respondents.groups.switch_to_class', {
                name: classes.find((klass) => klass.id === parentId)?.name,
              })}
            </Anchor>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { describeFailure } from '../../api/formErrors';
import { Dialog } from '../../components/Dialog';
import { useClassWording } from '../../hooks/classWording';
import { useTranslation } from '../../i18n/useTranslation';
import type { ClassDraft, SchoolClass, Subject, Teacher } from '../../queries/classes';

const otherSubject = 'other';

type Props = {
  opened: boolean;
  klass: SchoolClass | null;
  teachers: Teacher[];
  subjects: Subject[];
  saving: boolean;
  /** The last failed save, whose refusals of the name show under it. */
  failure?: unknown;
  onClose: () => void;
  onSave: (draft: ClassDraft) => void;
};

/** Create or edit a class: name, expected students, class teacher, subject or a custom subject. */
export function ClassFormModal({
  opened,
  klass,
  teachers,
  subjects,
  saving,
  failure,
  onClose,
  onSave,
}: Props) {
  const { t } = useTranslation();
  const refused = describeFailure(failure, ['name']).fields;
  const wording = useClassWording();
  const form = useForm({
    initialValues: {
      name: klass?.name ?? '',
      num_students: klass?.num_students ?? 0,
      teacher_id: klass?.teacher_id ? String(klass.teacher_id) : null,
      subject: klass?.custom_subject ? otherSubject : klass?.subject_id ? String(klass.subject_id) : null,
      custom_subject: klass?.custom_subject ?? '',
    },
    validate: {
      name: (value) => (value.trim() ? null : t('respondents.class_form.name_required', wording)),
      num_students: (value) =>
        Number.isInteger(value) && value >= 0 && value <= 1000
          ? null
          : t('respondents.class_form.size_invalid', wording),
      custom_subject: (value, values) =>
        values.subject === otherSubject && !value.trim()
          ? t('respondents.class_form.custom_subject_required', wording)
          : null,
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    const custom = values.subject === otherSubject;
    onSave({
      name: values.name.trim(),
      num_students: values.num_students,
      teacher_id: values.teacher_id ? Number(values.teacher_id) : null,
      subject_id: values.subject && !custom ? Number(values.subject) : null,
      custom_subject: custom ? values.custom_subject.trim() : null,
    });
  });

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={
        klass
          ? t('respondents.class_form.edit_title', { ...wording, name: klass.name })
          : t('respondents.class_form.new_title', wording)
      }
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('respondents.class_form.name', wording)}
            placeholder="7.a"
            required
            data-autofocus
            {...form.getInputProps('name')}
            error={form.errors.name ?? refused.name}
          />
          <NumberInput
            label={t('respondents.class_form.num_students', wording)}
            description={t('respondents.class_form.num_students_hint', wording)}
            min={0}
            max={1000}
            allowDecimal={false}
            {...form.getInputProps('num_students')}
          />
          <Select
            label={t('respondents.class_form.teacher', wording)}
            placeholder={t('respondents.class_form.no_teacher', wording)}
            data={teachers.map((teacher) => ({
              value: String(teacher.id),
              label: `${teacher.name} ${teacher.surname}`,
            }))}
            searchable
            clearable
            {...form.getInputProps('teacher_id')}
          />
          <Select
            label={t('respondents.class_form.subject', wording)}
            placeholder={t('respondents.class_form.no_subject', wording)}
            data={[
              ...subjects.map((subject) => ({ value: String(subject.id), label: subject.name })),
              { value: otherSubject, label: t('respondents.class_form.other_subject', wording) },
            ]}
            searchable
            clearable
            {...form.getInputProps('subject')}
          />
          {form.values.subject === otherSubject && (
            <TextInput
              label={t('respondents.class_form.custom_subject', wording)}
              {...form.getInputProps('custom_subject')}
            />
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

import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isEmail } from '../../../common/validation';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { useAddStudent } from '../../queries/classes';

/** Adds a new student straight into a class. */
export function AddStudentForm({ schoolId, classId }: { schoolId: number; classId: number }) {
  const { t } = useTranslation();
  const add = useAddStudent(schoolId);
  const form = useForm({
    initialValues: { name: '', surname: '', email: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('respondents.students.name_required')),
      surname: (value) => (value.trim() ? null : t('respondents.students.surname_required')),
      email: (value) =>
        !value.trim() || isEmail(value.trim()) ? null : t('respondents.students.email_invalid'),
    },
  });
  const handleSubmit = form.onSubmit((values) =>
    add.mutate(
      { ...values, class_id: classId },
      {
        onSuccess: () => {
          notice.info(t('respondents.students.added', { name: `${values.name} ${values.surname}` }));
          form.reset();
        },
        onError: (error) => notice.error(errorText(error)),
      },
    ),
  );
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('respondents.students.add_title')}>
      <Group align="flex-end" wrap="wrap">
        <TextInput label={t('forms.name')} {...form.getInputProps('name')} />
        <TextInput label={t('forms.surname')} {...form.getInputProps('surname')} />
        <TextInput
          label={t('respondents.students.email_optional')}
          type="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={add.isPending}>
          {t('respondents.students.add')}
        </Button>
      </Group>
    </form>
  );
}

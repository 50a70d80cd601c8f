import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isEmail } from '../../../common/validation';
import { errorText } from '../../api/apiError';
import { Dialog } from '../../components/Dialog';
import { notice } from '../../components/notices';
import { useTranslation } from '../../i18n/useTranslation';
import { type SchoolUserType, useInviteToSchool } from '../../queries/schoolUsers';

/** Invites a person by e-mail; the link lets them sign in or create an account (Accounts invitation). */
export function InviteUserModal({
  schoolId,
  types,
  onClose,
}: {
  schoolId: number;
  types: SchoolUserType[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invite = useInviteToSchool(schoolId);
  const form = useForm({
    initialValues: { email: '', type: types[0] as string },
    validate: { email: (value) => (isEmail(value.trim()) ? null : t('forms.invalid_email')) },
  });
  const handleSubmit = form.onSubmit((values) =>
    invite.mutate(
      { email: values.email.trim(), type: values.type as SchoolUserType },
      {
        onSuccess: () => {
          notice.info(t('respondents.users.invited', { email: values.email.trim() }));
          onClose();
        },
        onError: (error) => notice.error(errorText(error)),
      },
    ),
  );
  return (
    <Dialog opened onClose={onClose} title={t('respondents.users.invite_title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('respondents.users.invite_intro')}
          </Text>
          <TextInput
            label={t('forms.email')}
            type="email"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Select
            label={t('respondents.users.role')}
            data={types.map((type) => ({ value: type, label: t(`identity_types.${type}`) }))}
            {...form.getInputProps('type')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t('respondents.users.send_invitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

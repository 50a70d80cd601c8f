import { Alert, Anchor, Center, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { loadUser, useUserState } from '../../auth/userStore';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthCard } from './AuthCard';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileDetailsForm, type ProfileValues } from './ProfileDetailsForm';

/** /users/edit-profile: name, preferred language, a way to change the e-mail address, and the password. */
export function EditProfileScreen() {
  const { t } = useTranslation();
  const { user, status } = useUserState();
  const impersonating = Boolean(user?.became);
  const save = useMutation({
    mutationFn: (values: ProfileValues) => api.patch('user/profile', values),
    // The form shows the stored values again once the user has been reloaded.
    onSuccess: () => loadUser(),
  });

  let details = (
    <Center py="md">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
  if (user) {
    details = (
      <ProfileDetailsForm
        key={user.id}
        user={user}
        disabled={impersonating}
        saving={save.isPending}
        error={save.error}
        onSave={(values) => save.mutate(values)}
      />
    );
  } else if (status === 'failed') {
    details = (
      <Alert color="red" role="alert">
        {t('auth.could_not_collect_users_data')}
      </Alert>
    );
  }

  return (
    <AuthCard title={t('profile.title')}>
      <Stack>
        {impersonating && (
          <Alert color="yellow" role="status">
            {t('profile.impersonating')}
          </Alert>
        )}
        <Title order={2} size="h4">
          {t('profile.details')}
        </Title>
        {save.isSuccess && (
          <Alert color="green" role="status">
            {t('profile.saved')}
          </Alert>
        )}
        {details}
        <Divider />
        <Title order={2} size="h4">
          {t('profile.email_section')}
        </Title>
        {user && (
          <Text size="sm">
            {user.email ? t('profile.email_current', { email: user.email }) : t('profile.email_none')}
          </Text>
        )}
        {!impersonating && (
          <Anchor component={Link} to="/users/change-email" size="sm">
            {t('profile.change_email')}
          </Anchor>
        )}
        <Divider />
        <Title order={2} size="h4">
          {t('profile.password_section')}
        </Title>
        <PasswordChangeForm disabled={impersonating} />
      </Stack>
    </AuthCard>
  );
}

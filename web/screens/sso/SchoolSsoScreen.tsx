import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { SchoolRequiredNotice } from '../../components/SchoolRequiredNotice';
import { useSchoolId } from '../../hooks/useSchoolId';
import { useTranslation } from '../../i18n/useTranslation';
import { useSsoSettings } from '../../queries/sso';
import { RedirectUriField } from './RedirectUriField';
import { SsoSettingsForm } from './SsoSettingsForm';

/** /school/sso [manage_respondents]: the school's sign-in through its own OpenID Connect provider. */
export function SchoolSsoScreen() {
  const { t } = useTranslation();
  const schoolId = useSchoolId();
  const settings = useSsoSettings(schoolId);
  if (schoolId === null) return <SchoolRequiredNotice />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('sso.settings.title')}</Title>
        <Text c="gray.8">{t('sso.settings.intro')}</Text>
        {settings.isError && (
          <Alert color="red" role="alert" title={t('sso.settings.load_error')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(settings.error)}</Text>
              <Button size="xs" variant="light" onClick={() => void settings.refetch()}>
                {t('sso.settings.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {settings.isPending && !settings.isError && (
          <Stack aria-busy="true">
            <Text size="sm" c="dimmed" role="status">
              {t('common.loading')}
            </Text>
            <Skeleton height={36} />
            <Skeleton height={240} />
          </Stack>
        )}
        {settings.data && (
          <>
            <RedirectUriField value={settings.data.redirect_uri} />
            <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
              <SsoSettingsForm
                key={settings.data.config?.updated_at ?? 'new'}
                schoolId={schoolId}
                config={settings.data.config}
              />
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}

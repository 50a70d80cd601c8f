import { Alert, Container } from '@mantine/core';
import { useUserState } from '../auth/userStore';
import { useTranslation } from '../i18n/useTranslation';

/** Shown instead of a school screen while the user loads, or to a user who belongs to no school. */
export function SchoolRequiredNotice() {
  const { t } = useTranslation();
  const { status } = useUserState();
  return (
    <Container size="md" py="xl">
      {status === 'loaded' || status === 'failed' ? (
        <Alert color="yellow">{t('imports.no_school')}</Alert>
      ) : (
        <Alert color="gray">{t('common.loading')}</Alert>
      )}
    </Container>
  );
}

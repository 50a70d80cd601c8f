import { Alert, Button, Container, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';

/** Why a preview cannot be shown: not found (or not the caller's), not permitted, or not loaded. */
export function PreviewProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 0;
  const reason = status === 404 ? 'not_found' : status === 403 ? 'forbidden' : 'load_failed';
  return (
    <Container size="sm" py="xl" px="md">
      <Stack align="flex-start">
        <Alert
          color={reason === 'load_failed' ? 'red' : 'yellow'}
          title={t(`preview.errors.${reason}.title`)}
        >
          {t(`preview.errors.${reason}.text`)}
        </Alert>
        <Button component={Link} to="/" variant="default">
          {t('preview.to_home')}
        </Button>
      </Stack>
    </Container>
  );
}

import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { logError } from '../../api/log';
import { useTranslation } from '../../i18n/useTranslation';

/** Shown when a screen fails to load or render: never a blank page. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const isChunk = error instanceof Error && (error.name === 'ChunkLoadError' || /chunk/i.test(error.message));
  useEffect(() => {
    logError(isChunk ? 'Screen chunk failed to load' : 'Screen failed', error);
  }, [error, isChunk]);
  return (
    <Container size="sm" py={80}>
      <Stack align="flex-start">
        <Title order={1}>{t('errors.screen_title')}</Title>
        <Text>{isChunk ? t('errors.chunk_failed') : t('errors.screen_failed')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Container>
  );
}

import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';

/** Where the preview's end leads back to: the period, the builder. */
export type PreviewExit = { to: string; label: string };

export function PreviewFinished({ exit, onRestart }: { exit: PreviewExit | null; onRestart: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" px="md">
      <Stack align="flex-start">
        <Title order={1} size="h2">
          {t('preview.finished.title')}
        </Title>
        <Text>{t('preview.finished.text')}</Text>
        <Group>
          <Button onClick={onRestart}>{t('preview.finished.again')}</Button>
          {exit && (
            <Button component={Link} to={exit.to} variant="default">
              {exit.label}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

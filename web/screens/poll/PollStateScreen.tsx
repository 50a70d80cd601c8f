import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type PollScreenState = 'upcoming' | 'closed' | 'done' | 'not_found';

/** The clear screens around a poll: not yet open, closed, already filled in, no such poll. */
export function PollStateScreen({ state, opensAt }: { state: PollScreenState; opensAt?: string }) {
  const { t, i18n } = useTranslation();
  const date = opensAt
    ? new Date(opensAt).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' })
    : '';
  return (
    <Container size="sm" py={60}>
      <Stack align="flex-start">
        <Title order={1} size="h2">
          {t(`poll.states.${state}.title`)}
        </Title>
        <Text>{t(`poll.states.${state}.text`, { date })}</Text>
        <Button component={Link} to="/dashboard" variant="light">
          {t('poll.to_home')}
        </Button>
      </Stack>
    </Container>
  );
}

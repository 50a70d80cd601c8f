import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { personalLinks } from '../../queries/invitationCampaigns';

/** The unsubscribe link of a campaign mail: no more reminders from that campaign. */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const result = useQuery({
    queryKey: ['invitation-unsubscribe', token],
    queryFn: () => personalLinks.unsubscribe(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack gap="md">
        <Title order={1}>{t('invitations.unsubscribe.title')}</Title>
        {result.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
        {result.isSuccess && (
          <Alert color="green" data-unsubscribed>
            {t('invitations.unsubscribe.done', { email: result.data.email })}
          </Alert>
        )}
        {result.isError && <Alert color="red">{t('invitations.unsubscribe.failed')}</Alert>}
      </Stack>
    </Container>
  );
}

import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { personalLinks } from '../../queries/invitationCampaigns';

/**
 * The unsubscribe link of a campaign mail: no more reminders from that campaign, once the reader asks
 * with the button. Opening the page changes nothing, as mail scanners open every link; mail clients'
 * one-click unsubscribe posts the List-Unsubscribe-Post form instead.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const unsubscribe = useMutation({ mutationFn: () => personalLinks.unsubscribe(token) });
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('invitations.unsubscribe.title')}</Title>
        {unsubscribe.isSuccess ? (
          <Alert color="green" role="status" data-unsubscribed>
            {t('invitations.unsubscribe.done', { email: unsubscribe.data.email })}
          </Alert>
        ) : (
          <>
            <Text>{t('invitations.unsubscribe.ask')}</Text>
            <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {t('invitations.unsubscribe.confirm')}
            </Button>
          </>
        )}
        {unsubscribe.isError && (
          <Alert color="red" role="alert">
            {t('invitations.unsubscribe.failed')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

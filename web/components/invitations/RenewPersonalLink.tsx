import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import { personalLinks } from '../../queries/invitationCampaigns';

/**
 * On /mailedurlexpired, reached from an expired personal survey link: a fresh link is mailed to the
 * address the old one went to. The answer is the same whether or not the link was known.
 */
export function RenewPersonalLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const renew = useMutation({ mutationFn: () => personalLinks.renew(token) });
  return (
    <Card withBorder w="100%" data-renew-link>
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('invitations.renew.title')}</Text>
        {renew.isSuccess ? (
          <Alert color="green" w="100%">
            {t('invitations.renew.sent')}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('invitations.renew.text')}</Text>
            {renew.isError && <Alert color="red">{errorText(renew.error)}</Alert>}
            <Button onClick={() => renew.mutate()} loading={renew.isPending}>
              {t('invitations.renew.button')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

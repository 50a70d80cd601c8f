import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { mailFailureReason } from '../../../common/invitations/mailFailure';
import { useTranslation } from '../../i18n/useTranslation';
import type { CampaignRecipient } from '../../queries/invitationCampaigns';

const deliveryColors = {
  queued: 'gray',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
  skipped: 'gray',
  unconfirmed: 'yellow',
} as const;

/** Where one recipient stands: their latest mail, then opened and finished. */
export function RecipientStatusBadges({ recipient }: { recipient: CampaignRecipient }) {
  const { t } = useTranslation();
  const state = recipient.delivery_state;
  const failure = recipient.smtp_response ? mailFailureReason(recipient.smtp_response) : null;
  return (
    <Group gap={4} wrap="wrap">
      {state === 'unconfirmed' ? (
        <Tooltip label={t('invitations.status.unconfirmed_explanation')} multiline w={320}>
          <Badge variant="light" color={deliveryColors.unconfirmed} data-unconfirmed>
            {t('invitations.status.unconfirmed')}
          </Badge>
        </Tooltip>
      ) : state ? (
        <Badge variant="light" color={deliveryColors[state]}>
          {t(`invitations.status.${state}`)}
        </Badge>
      ) : (
        <Badge variant="outline" color="gray">
          {t('invitations.status.not_sent')}
        </Badge>
      )}
      {recipient.opened_at && (
        <Badge variant="light" color="cyan">
          {t('invitations.status.opened')}
        </Badge>
      )}
      {recipient.finished && (
        <Badge variant="filled" color="green">
          {t('invitations.status.finished')}
        </Badge>
      )}
      {recipient.unsubscribed_at && (
        <Tooltip label={t('invitations.status.unsubscribed_hint')}>
          <Badge variant="outline" color="orange">
            {t('invitations.status.unsubscribed')}
          </Badge>
        </Tooltip>
      )}
      {state === 'unconfirmed' && (
        <Text size="xs" c="dimmed" w="100%">
          {t('invitations.status.unconfirmed_hint')}
        </Text>
      )}
      {state === 'failed' && failure && (
        <>
          <Text size="xs" c="red" w="100%" data-failure-reason>
            {t(`invitations.failure.${failure}`)}
          </Text>
          {/* With no SMTP server the answer is the app's own English words, which the reason already says. */}
          {failure !== 'not_configured' && (
            <Text size="xs" c="dimmed" w="100%" data-smtp-answer>
              {t('invitations.failure.server_said', { response: recipient.smtp_response })}
            </Text>
          )}
        </>
      )}
    </Group>
  );
}

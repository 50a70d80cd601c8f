import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import {
  type CampaignDetail,
  type MailKind,
  useCancelRound,
  useScheduleRound,
} from '../../queries/invitationCampaigns';

const stateColors = { scheduled: 'gray', running: 'blue', done: 'green', cancelled: 'orange' } as const;

/** Send now or on a chosen date; reminders go only to those who have not finished. */
export function SendingTab({ campaign }: { campaign: CampaignDetail }) {
  const { t, i18n } = useTranslation();
  const schedule = useScheduleRound(campaign.id);
  const cancel = useCancelRound(campaign.id);
  const [kind, setKind] = useState<MailKind>('invitation');
  const [when, setWhen] = useState('');

  function handleSchedule(now: boolean) {
    const scheduledAt = now || !when ? undefined : new Date(when).toISOString();
    schedule.mutate(
      { kind, scheduled_at: scheduledAt },
      {
        onSuccess: () =>
          notice.info(t(now ? 'invitations.sending.started' : 'invitations.sending.scheduled')),
      },
    );
  }

  return (
    <Stack gap="lg">
      <Card withBorder>
        <Stack gap="sm">
          <Title order={3}>{t('invitations.sending.title')}</Title>
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value as MailKind)}
            data={(['invitation', 'reminder'] as const).map((value) => ({
              value,
              label: t(`invitations.kind.${value}`),
            }))}
            maw={360}
          />
          <Text size="sm" c="dimmed">
            {t(
              kind === 'invitation'
                ? 'invitations.sending.invitation_hint'
                : 'invitations.sending.reminder_hint',
            )}
          </Text>
          {schedule.isError && <Alert color="red">{errorText(schedule.error)}</Alert>}
          <Group align="flex-end" wrap="wrap">
            <Button onClick={() => handleSchedule(true)} loading={schedule.isPending}>
              {t('invitations.sending.send_now')}
            </Button>
            <TextInput
              type="datetime-local"
              label={t('invitations.sending.date')}
              value={when}
              onChange={(event) => setWhen(event.currentTarget.value)}
            />
            <Button variant="default" disabled={!when} onClick={() => handleSchedule(false)}>
              {t('invitations.sending.schedule')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Title order={3}>{t('invitations.rounds.title')}</Title>
      {!campaign.rounds.length && <Text c="dimmed">{t('invitations.rounds.empty')}</Text>}
      {!!campaign.rounds.length && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-rounds>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invitations.rounds.kind')}</Table.Th>
                <Table.Th>{t('invitations.rounds.when')}</Table.Th>
                <Table.Th>{t('invitations.rounds.state')}</Table.Th>
                <Table.Th>{t('invitations.rounds.counts')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaign.rounds.map((round) => (
                <Table.Tr key={round.id}>
                  <Table.Td>{t(`invitations.kind.${round.kind}`)}</Table.Td>
                  <Table.Td>{new Date(round.scheduled_at).toLocaleString(i18n.language)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={stateColors[round.state]}>
                      {t(`invitations.rounds.state_${round.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {Object.entries(round.counts).map(([state, count]) => (
                        <Badge key={state} variant="outline" color="gray">
                          {t(`invitations.status.${state}`)}: {count}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {round.state === 'scheduled' && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => cancel.mutate(round.id)}>
                        {t('invitations.rounds.cancel')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

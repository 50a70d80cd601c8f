import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { DateField } from '../../components/periods/DateField';
import { dayTimeIso, formatDateTime } from '../../components/periods/periodDates';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/ResponsiveTable';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type CampaignDetail,
  type CampaignRound,
  fetchRoundAudience,
  type MailKind,
  useCancelRound,
  useScheduleRound,
} from '../../queries/invitationCampaigns';
import { roundConfirmation } from './roundConfirmation';
import { roundOutcome } from './roundOutcome';

const stateColors = {
  scheduled: 'gray',
  running: 'blue',
  done: 'green',
  cancelled: 'orange',
  failed: 'red',
  partly_failed: 'orange',
} as const;

/** Half hours of the day, written the same way in every language of the app (24-hour clock). */
const sendingTimes = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 ? '30' : '00'}`;
});

/** Send now or on a chosen day and time; reminders go only to those who have not finished. */
export function SendingTab({ campaign }: { campaign: CampaignDetail }) {
  const { t, i18n } = useTranslation();
  const schedule = useScheduleRound(campaign.id);
  const cancel = useCancelRound(campaign.id);
  const [kind, setKind] = useState<MailKind>('invitation');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('08:00');

  const [asking, setAsking] = useState(false);
  const roundColumns: ResponsiveColumn<CampaignRound>[] = [
    {
      key: 'kind',
      header: t('invitations.rounds.kind'),
      title: true,
      cell: (round) => (
        <>
          {t(`invitations.kind.${round.kind}`)}
          {round.resend && (
            <Text size="xs" c="dimmed">
              {t('invitations.rounds.resend')}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'when',
      header: t('invitations.rounds.when'),
      cell: (round) => formatDateTime(round.scheduled_at, i18n.language),
    },
    {
      key: 'state',
      header: t('invitations.rounds.state'),
      cell: (round) => (
        <>
          <Badge variant="light" color={stateColors[roundOutcome(round)]} data-round-state>
            {t(`invitations.rounds.state_${roundOutcome(round)}`)}
          </Badge>
          {round.failure && (
            <Text size="xs" c="red" mt={4} data-round-failure>
              {t(`invitations.failure.${round.failure.reason}`)}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'counts',
      header: t('invitations.rounds.counts'),
      cell: (round) => (
        <Group gap={4}>
          {Object.entries(round.counts).map(([state, count]) => (
            <Badge key={state} variant="outline" color="gray">
              {t(`invitations.status.${state}`)}: {count}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'cancel',
      header: '',
      label: t('invitations.rounds.cancel'),
      cell: (round) =>
        round.state === 'scheduled' && (
          <Button size="xs" variant="subtle" color="red" onClick={() => cancel.mutate(round.id)}>
            {t('invitations.rounds.cancel')}
          </Button>
        ),
    },
  ];

  /** Send now says first how many mails go out, and in which languages, and waits for a yes. */
  async function handleSendNow() {
    setAsking(true);
    try {
      const audience = await fetchRoundAudience(campaign.id, kind);
      if (!audience.total) return notice.info(t('invitations.sending.nobody'));
      const question = roundConfirmation(t, i18n.language, kind, audience);
      const accepted = await confirm({
        message: question.message,
        confirmLabel: t('invitations.sending.send_now'),
        cancelLabel: t('common.cancel'),
      });
      if (accepted) handleSchedule(true);
    } catch (failure) {
      notice.error(errorText(failure));
    } finally {
      setAsking(false);
    }
  }

  function handleSchedule(now: boolean) {
    // The day and time are the school's (Riga's), whatever the browser's clock.
    const scheduledAt = now || !day ? undefined : dayTimeIso(day, time);
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
            <Button onClick={handleSendNow} loading={asking || schedule.isPending}>
              {t('invitations.sending.send_now')}
            </Button>
            <DateField label={t('invitations.sending.date')} value={day} onChange={setDay} />
            <NativeSelect
              label={t('invitations.sending.time')}
              value={time}
              onChange={(event) => setTime(event.currentTarget.value)}
              data={sendingTimes}
            />
            <Button variant="default" disabled={!day} onClick={() => handleSchedule(false)}>
              {t('invitations.sending.schedule')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Title order={3}>{t('invitations.rounds.title')}</Title>
      {!campaign.rounds.length && <Text c="dimmed">{t('invitations.rounds.empty')}</Text>}
      {!!campaign.rounds.length && (
        <div data-rounds>
          <ResponsiveTable
            rows={campaign.rounds}
            columns={roundColumns}
            rowKey={(round) => round.id}
            minWidth={640}
          />
        </div>
      )}
    </Stack>
  );
}

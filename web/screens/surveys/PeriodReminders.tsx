import { Alert, Badge, Button, Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { confirm } from '../../components/confirm';
import { notice } from '../../components/notices';
import { formatDateTime } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { useReminderRounds, useRemindNotFinished } from '../../queries/invitationCampaigns';
import type { PeriodAt } from '../../queries/periods';

/**
 * "Remind those who have not finished": a reminder e-mail, through the invitation campaign engine, to
 * the period's audience with an address who have not finished (and did not unsubscribe).
 */
export function PeriodReminders({ at, headingOrder = 2 }: { at: PeriodAt; headingOrder?: TitleOrder }) {
  const { t, i18n } = useTranslation();
  const rounds = useReminderRounds(at);
  const remind = useRemindNotFinished(at);

  async function handleRemind() {
    if (!(await confirm({ message: t('invitations.school.confirm') }))) return;
    remind.mutate(undefined, { onSuccess: () => notice.info(t('invitations.school.queued')) });
  }

  return (
    <Paper withBorder p="md" radius="md" data-period-reminders>
      <Stack gap="xs">
        <Title order={headingOrder} size="h4">
          {t('invitations.school.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invitations.school.hint')}
        </Text>
        {remind.isError && <Alert color="red">{errorText(remind.error)}</Alert>}
        <Group>
          <Button variant="light" onClick={handleRemind} loading={remind.isPending}>
            {t('invitations.school.button')}
          </Button>
        </Group>
        {rounds.data?.map((round) => (
          <Group key={round.id} gap="xs">
            <Text size="sm">{formatDateTime(round.scheduled_at, i18n.language)}</Text>
            <Badge variant="light">{t(`invitations.rounds.state_${round.state}`)}</Badge>
            {Object.entries(round.counts).map(([state, count]) => (
              <Badge key={state} variant="outline" color="gray">
                {t(`invitations.status.${state}`)}: {count}
              </Badge>
            ))}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

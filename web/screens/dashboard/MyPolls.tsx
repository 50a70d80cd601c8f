import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localizedText } from '../../../common/localizedText';
import { useUserState } from '../../auth/userStore';
import { type MyPoll, useMyPolls } from '../../queries/myPolls';

const pollPath = (type: string, poll: MyPoll) =>
  `${type === 'student' || type === 'parent' ? '/student/poll' : '/school/teacher/poll'}/${poll.poll_id}/${poll.identity_id}`;

/** The identity's open polls, each with a link to fill it in, and the ones already done. */
export function MyPolls() {
  const { t, i18n } = useTranslation();
  const { user } = useUserState();
  const polls = useMyPolls(Boolean(user));
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  if (!user || !polls.data) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('dashboard.polls.open_title')}
      </Title>
      {polls.data.open.length === 0 && <Text c="dimmed">{t('dashboard.polls.none_open')}</Text>}
      {polls.data.open.map((poll) => (
        <Card key={poll.poll_id} withBorder padding="md">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text fw={600}>{localizedText(poll.title, i18n.language) || poll.period_name}</Text>
              <Text size="sm" c="dimmed">
                {/* The same survey runs every term: the period's name tells its polls apart. */}
                {`${poll.period_name} · ${t('dashboard.polls.open_until', { date: date(poll.ends_at) })}`}
              </Text>
            </div>
            {/* A full page load: the poll opens in the light poll page, not inside the main app. */}
            <Button component="a" href={pollPath(user.type, poll)}>
              {t('dashboard.polls.fill_in')}
            </Button>
          </Group>
        </Card>
      ))}
      {polls.data.done.length > 0 && (
        <>
          <Title order={3} size="h4" mt="md">
            {t('dashboard.polls.done_title')}
          </Title>
          {polls.data.done.map((poll) => (
            <Group key={poll.poll_id} gap="xs">
              <Badge color="green" variant="light">
                {t('dashboard.polls.done')}
              </Badge>
              <Text size="sm">
                {localizedText(poll.title, i18n.language) || poll.period_name}
                <Text span size="sm" c="dimmed">
                  {` · ${poll.period_name}`}
                </Text>
              </Text>
            </Group>
          ))}
        </>
      )}
    </Stack>
  );
}

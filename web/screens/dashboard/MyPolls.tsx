import {
  Button,
  Card,
  CheckIcon,
  Group,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import { useUserState } from '../../auth/userStore';
import { formatDate, formatDateRange } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import { type MyPoll, useMyPolls } from '../../queries/myPolls';

const pollPath = (type: string, poll: MyPoll) =>
  `${type === 'student' || type === 'parent' ? '/student/poll' : '/school/teacher/poll'}/${poll.poll_id}/${poll.identity_id}`;

const doneMark = (
  <ThemeIcon size={16} radius="xl" color="green.7" aria-hidden>
    <CheckIcon size={9} />
  </ThemeIcon>
);

/**
 * Done polls in their periods, in the API's order (latest period first); a period's polls are adjacent. A
 * period is named by its dates: its name is the staff's ("Labsajūta · 2026. g. decembris"), not the pupils'.
 */
function byPeriod(done: MyPoll[]) {
  const periods: { key: string; polls: MyPoll[] }[] = [];
  for (const poll of done) {
    const key = `${poll.starts_at}|${poll.ends_at}`;
    const last = periods.at(-1);
    if (last?.key === key) last.polls.push(poll);
    else periods.push({ key, polls: [poll] });
  }
  return periods;
}

/** The identity's open polls, each with a link to fill it in, and the ones already done. */
export function MyPolls() {
  const { t, i18n } = useTranslation();
  const { user } = useUserState();
  const polls = useMyPolls(Boolean(user));
  const date = (iso: string) => formatDate(iso, i18n.language);
  if (!user || !polls.data) return null;
  const done = byPeriod(polls.data.done);
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
              <Text fw={600}>{localizedText(poll.title, i18n.language)}</Text>
              <Text size="sm" c="dimmed">
                {t('dashboard.polls.open_until', { date: date(poll.ends_at) })}
              </Text>
            </div>
            {/* A full page load: the poll opens in the light poll page, not inside the main app. */}
            <Button component="a" href={pollPath(user.type, poll)}>
              {t('dashboard.polls.fill_in')}
            </Button>
          </Group>
        </Card>
      ))}
      {done.length > 0 && (
        <>
          <Title order={3} size="h4" mt="md">
            {t('dashboard.polls.done_title')}
          </Title>
          {/* By period, latest first: the same survey runs every term, so each term's polls stay together. */}
          {done.map((period) => (
            <div key={period.key} data-done-period={period.key}>
              <Text fw={600} size="sm">
                {formatDateRange(period.polls[0].starts_at, period.polls[0].ends_at, i18n.language)}
              </Text>
              <List size="sm" spacing={2} mt={2} icon={doneMark}>
                {period.polls.map((poll) => (
                  <List.Item key={poll.poll_id}>
                    {localizedText(poll.title, i18n.language)}
                    <VisuallyHidden>{` · ${t('dashboard.polls.done')}`}</VisuallyHidden>
                  </List.Item>
                ))}
              </List>
            </div>
          ))}
        </>
      )}
    </Stack>
  );
}

import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import { formatDelta } from '../../../common/results/numbers';
import type { RankedTheme } from '../../../common/results/themeRanking';
import type { ResultsRequest } from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';
import { useThemeStandings } from '../../queries/results';
import { formatScore } from './resultsFormat';

function ThemeColumn({ title, themes, color }: { title: string; themes: RankedTheme[]; color: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={6} data-standing-list={color}>
      <Text fw={700} c={color}>
        {title}
      </Text>
      {themes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('results.standings.none_here')}
        </Text>
      )}
      {themes.map((theme) => (
        <Group key={theme.id} justify="space-between" wrap="nowrap" gap="xs">
          {/* The name wraps; the score and its change never shrink (a narrow lv or ru card cut "-5,7" to "-…"). */}
          <Text size="sm" fw={500} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {localizedText(theme.name, i18n.language)}
          </Text>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Text size="sm" fw={700}>
              {formatScore(theme.score, i18n.language)}
            </Text>
            <Badge variant="light" color={color} title={t('results.standings.against_others')}>
              {formatDelta(theme.difference, i18n.language)}
            </Badge>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * What a principal reads first: the themes that stand out from the others, strengths and areas to work
 * on, as the server ranked and tested them (common/results/themeRanking.ts), with what that means.
 */
export function ThemeStandingsCard({ ranked }: { ranked: RankedTheme[] }) {
  const { t } = useTranslation();
  if (!ranked.length) return null;
  const strengths = ranked.filter((theme) => theme.standing === 'strength');
  const workOn = ranked.filter((theme) => theme.standing === 'work_on').reverse();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="results-standings">
      <Title order={2} size="h3" id="results-standings" mb={4}>
        {t('results.standings.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {strengths.length || workOn.length ? t('results.standings.intro') : t('results.standings.none')}
      </Text>
      {(strengths.length > 0 || workOn.length > 0) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <ThemeColumn title={t('results.standings.strengths')} themes={strengths} color="teal" />
          <ThemeColumn title={t('results.standings.work_on')} themes={workOn} color="red" />
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed" mt="sm" data-help="standings">
        {t('results.standings.help')}
      </Text>
    </Card>
  );
}

/** The card for one selection; nothing while it loads or when the server could not rank the themes. */
export function ThemeStandings({ base, request }: { base: string; request: ResultsRequest }) {
  const standings = useThemeStandings(base, request);
  return standings.data ? <ThemeStandingsCard ranked={standings.data} /> : null;
}

import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PeriodHighlights } from '../../../common/dashboards/types';
import { localizedText } from '../../../common/localizedText';
import { formatDelta, formatRate, formatScore } from '../../../common/results/numbers';
import type { Change } from '../../../common/results/types';
import { newPlanPath } from '../../components/actionPlans/actionPlanPaths';
import { useTranslation } from '../../i18n/useTranslation';
import { resultsPaths } from '../../routing/resultsPaths';

function ChangeBadge({ change }: { change: Change }) {
  const { t, i18n } = useTranslation();
  if (change.delta === null) return null;
  const color = !change.meaningful ? 'gray' : change.delta > 0 ? 'green' : 'red';
  return (
    <Badge
      color={color}
      variant="light"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
      title={t(change.meaningful ? 'dashboards.highlights.meaningful' : 'dashboards.highlights.chance')}
    >
      {formatDelta(change.delta, i18n.language)}
    </Badge>
  );
}

/** The latest closed period: its compound score, the change since the previous one and the largest real changes. */
export function HighlightsCard({ highlights, canPlan }: { highlights: PeriodHighlights; canPlan: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { period, compound, compound_change: change, previous } = highlights;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="highlights-title">
      <Title order={2} size="h3" id="highlights-title">
        {t('dashboards.highlights.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {`${period.name} · ${period.survey_name}`}
      </Text>
      <Group gap="xl" align="flex-end" wrap="wrap">
        {compound.enabled && (
          <div>
            <Text size="xs" c="dimmed">
              {t('dashboards.highlights.compound')}
            </Text>
            <Group gap="xs" align="baseline">
              <Text fz={40} fw={700} lh={1} data-compound>
                {formatScore(compound.value === -1 ? null : compound.value, language)}
              </Text>
              {change && <ChangeBadge change={change} />}
            </Group>
            {previous && (
              <Text size="xs" c="dimmed">
                {t('dashboards.highlights.previous', {
                  name: previous.name,
                  score: formatScore(previous.compound === -1 ? null : previous.compound, language),
                })}
              </Text>
            )}
          </div>
        )}
        <div>
          <Text size="xs" c="dimmed">
            {t('dashboards.highlights.response_rate')}
          </Text>
          <Text fz={28} fw={600} lh={1.2}>
            {formatRate(highlights.response_rate === -1 ? null : highlights.response_rate, language)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('dashboards.highlights.respondents', {
              finished: highlights.finished,
              expected: highlights.expected,
            })}
          </Text>
        </div>
      </Group>
      <Stack gap={4} mt="md">
        <Text fw={600} size="sm">
          {t('dashboards.highlights.changes')}
        </Text>
        {highlights.changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {previous ? t('dashboards.highlights.no_changes') : t('dashboards.highlights.no_previous')}
          </Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {highlights.changes.map((item) => (
              <Group
                component="li"
                key={`${item.kind}-${item.id}`}
                justify="space-between"
                wrap="nowrap"
                align="center"
                gap="sm"
              >
                <div>
                  {item.parent && (
                    <Text size="xs" c="dimmed">
                      {localizedText(item.parent, language)}
                    </Text>
                  )}
                  <Text size="sm">{localizedText(item.name, language)}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`dashboards.highlights.kind_${item.kind}`)}
                  </Text>
                </div>
                <ChangeBadge change={item} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <Group mt="md" gap="sm">
        <Button component={Link} to={resultsPaths.school(period.id)} variant="light">
          {t('dashboards.highlights.open_results')}
        </Button>
        {canPlan && (
          <Button component={Link} to={newPlanPath(period.id)} variant="subtle">
            {t('dashboards.highlights.plan_actions')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

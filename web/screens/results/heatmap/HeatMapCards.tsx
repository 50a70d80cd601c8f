import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { localizedText } from '../../../../common/localizedText';
import { bandFor } from '../../../../common/results/scoreBands';
import type { HeatMapResult } from '../../../../common/results/types';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatCount, formatScore } from '../resultsFormat';
import { type HeatMapSchool, HeatMapSchoolName } from './HeatMapSchoolName';

type HeatMapCardsProps = {
  pillars: HeatMapResult['pillars'];
  schools: HeatMapSchool[];
  onOpenSchool?: (schoolId: number) => void;
  linkSchools?: boolean;
};

function ScoreBadge({ score }: { score: number | undefined }) {
  const { i18n } = useTranslation();
  if (score === undefined) {
    return (
      <Badge color="gray.3" c="dark" radius="sm" size="lg" miw={64}>
        —
      </Badge>
    );
  }
  return (
    <Badge color={bandFor(score).colour} c="#1a1a1a" radius="sm" size="lg" miw={64}>
      {formatScore(score, i18n.language)}
    </Badge>
  );
}

/** The heat map on a phone: one card per school, its pillars one under another with the coloured score. */
export function HeatMapCards({ pillars, schools, onOpenSchool, linkSchools }: HeatMapCardsProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="heat-map-cards-title">
      <Title order={3} size="h5" id="heat-map-cards-title">
        {t('results.heatmap.caption')}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {schools.map((school) => (
          <Card
            key={school.id}
            component="li"
            withBorder
            padding="sm"
            aria-label={school.name}
            bg={school.hidden ? 'gray.1' : undefined}
            style={school.hidden ? { borderStyle: 'dashed' } : undefined}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
              <Text fw={600}>
                <HeatMapSchoolName school={school} onOpenSchool={onOpenSchool} linkSchools={linkSchools} />
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('results.heatmap.respondents')}: {formatCount(school.respondents, i18n.language)}
              </Text>
            </Group>
            {school.hidden ? (
              <Text size="sm">{t(`results.heatmap.hidden.${school.hidden}`)}</Text>
            ) : (
              <Stack gap={6}>
                {pillars.map((pillar) => (
                  <Group key={pillar.id} justify="space-between" wrap="nowrap" gap="sm">
                    <Text size="sm">{localizedText(pillar.name, i18n.language)}</Text>
                    <ScoreBadge score={school.scores[pillar.id] ?? undefined} />
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import { formatScore } from '../../../common/results/numbers';
import { useTranslation } from '../../i18n/useTranslation';
import type { SelfAssessmentResults } from '../../queries/selfAssessments';

/** The two weakest pillars, each with a first step to take. */
export function WeakestPillars({ results, language }: { results: SelfAssessmentResults; language: string }) {
  const { t } = useTranslation();
  const weakest = results.weakest
    .map((id) => results.pillars.find((pillar) => pillar.id === id))
    .filter((pillar) => pillar !== undefined);
  if (!weakest.length) return null;
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h3">
        {t('self_assessment.results.weakest_title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {weakest.map((pillar) => (
          <Card key={pillar.id} withBorder padding="md">
            <Text fw={700}>
              {localizedText(pillar.name, language)} ·{' '}
              {t('self_assessment.results.score', { score: formatScore(pillar.score, language) })}
            </Text>
            <Text size="sm" mt="xs">
              {t(`self_assessment.suggestions.${pillar.id}`, {
                defaultValue: t('self_assessment.suggestions.other'),
              })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Card, Stack, Text, Title } from '@mantine/core';
import { localizedText } from '../../../common/localizedText';
import type { Anonymity, ScoreResult } from '../../../common/results/types';
import { ActOnThisButton } from '../../components/actionPlans/ActOnThisButton';
import { useTranslation } from '../../i18n/useTranslation';
import { HiddenNotice } from './HiddenNotice';
import { ScoreBar } from './ScoreBar';

/** The pillar scores, each a bar with the benchmark marked. */
export function PillarScores({ pillars, anonymity }: { pillars: ScoreResult[]; anonymity: Anonymity }) {
  const { t, i18n } = useTranslation();
  if (!pillars.length) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="results-pillars">
      <Title order={2} size="h3" id="results-pillars" mb="sm">
        {t('results.pillars.title')}
      </Title>
      <Stack gap="md">
        {pillars.map((pillar) => {
          const name = localizedText(pillar.name, i18n.language);
          return (
            <div key={pillar.id} data-pillar={pillar.id}>
              {pillar.hidden ? (
                <>
                  <Title order={3} size="sm">
                    {name}
                  </Title>
                  <HiddenNotice reason={pillar.hidden} anonymity={anonymity} />
                </>
              ) : (
                <ScoreBar
                  label={name}
                  score={pillar.score}
                  favourable={pillar.favourable}
                  benchmark={pillar.benchmark}
                />
              )}
              {!pillar.hidden && (
                <ActOnThisButton
                  kind="pillar"
                  focusRef={pillar.id}
                  favourable={pillar.favourable}
                  label={name}
                />
              )}
            </div>
          );
        })}
      </Stack>
      <Text size="xs" c="dimmed" mt="sm" data-help="measure">
        {t('results.pillars.measure_help')}
      </Text>
    </Card>
  );
}

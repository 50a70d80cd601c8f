import { Card, Group, Text, VisuallyHidden } from '@mantine/core';
import type { Change } from '../../../../common/results/types';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatDelta, formatScore } from '../resultsFormat';

const dash = '—';

/** The compound score, before → after, with the change and whether it is likely real. */
export function CompoundChange({ name, change }: { name: string; change: Change }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const verdict =
    change.delta === null || change.meaningful === null
      ? t('results.compare.verdict.unknown')
      : t(change.meaningful ? 'results.compare.verdict.real' : 'results.compare.verdict.chance');
  return (
    <Card withBorder padding="md" component="section" aria-label={name}>
      <Text fw={600}>{name}</Text>
      <Group gap="sm" align="baseline" wrap="wrap">
        <Text size="xl" fw={700} data-testid="compound-before">
          {change.before === null ? dash : formatScore(change.before, language)}
        </Text>
        <Text aria-hidden="true">→</Text>
        <VisuallyHidden>{t('results.compare.to')}</VisuallyHidden>
        <Text size="xl" fw={700} data-testid="compound-after">
          {change.after === null ? dash : formatScore(change.after, language)}
        </Text>
        {change.delta !== null && (
          <Text
            fw={600}
            c={change.delta > 0 ? 'teal' : change.delta < 0 ? 'red' : 'dimmed'}
            data-testid="compound-delta"
          >
            <span aria-hidden="true">{change.delta > 0 ? '▲ ' : change.delta < 0 ? '▼ ' : ''}</span>
            {formatDelta(change.delta, language)}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed" data-testid="compound-verdict">
        {verdict}
      </Text>
    </Card>
  );
}

import { Badge, Box, Text } from '@mantine/core';
import type { Change } from '../../../../common/results/types';
import type { ResponsiveColumn } from '../../../components/ResponsiveTable';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatDelta, formatScore } from '../resultsFormat';

const dash = '—';

function Arrow({ delta }: { delta: number }) {
  const symbol = delta > 0 ? '▲' : delta < 0 ? '▼' : '▶';
  const colour = delta > 0 ? 'teal.8' : delta < 0 ? 'red.8' : 'gray.7';
  return (
    <Text component="span" c={colour} aria-hidden="true" mr={4}>
      {symbol}
    </Text>
  );
}

/** Whether a change is larger than chance, in words (never a p-value). */
function Verdict({ meaningful }: { meaningful: boolean | null }) {
  const { t } = useTranslation();
  if (meaningful === null)
    return (
      <Text size="sm" c="dimmed" title={t('results.compare.verdict_help.unknown')}>
        {t('results.compare.verdict.unknown')}
      </Text>
    );
  // The wrapper keeps the whole verdict: a badge alone lets a narrow column cut its words off.
  return (
    <Box w="max-content">
      <Badge
        color={meaningful ? 'balss' : 'gray'}
        variant={meaningful ? 'filled' : 'light'}
        tt="none"
        title={t(meaningful ? 'results.compare.verdict_help.real' : 'results.compare.verdict_help.chance')}
      >
        {t(meaningful ? 'results.compare.verdict.real' : 'results.compare.verdict.chance')}
      </Badge>
    </Box>
  );
}

/** The before, after, change and verdict columns of compared rows (cells in a table, fields on a phone). */
export function useChangeColumns<Row extends Change>(): ResponsiveColumn<Row>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return [
    {
      key: 'before',
      header: t('results.compare.before'),
      align: 'right',
      cell: (change) => (change.before === null ? dash : formatScore(change.before, language)),
    },
    {
      key: 'after',
      header: t('results.compare.after'),
      align: 'right',
      cell: (change) => (change.after === null ? dash : formatScore(change.after, language)),
    },
    {
      key: 'change',
      header: t('results.compare.column.change'),
      align: 'right',
      cell: (change) =>
        change.delta === null ? (
          dash
        ) : (
          <Box component="span" style={{ whiteSpace: 'nowrap' }}>
            <Arrow delta={change.delta} />
            {formatDelta(change.delta, language)}
          </Box>
        ),
    },
    {
      key: 'verdict',
      header: t('results.compare.column.verdict'),
      wide: true,
      cell: (change) => <Verdict meaningful={change.delta === null ? null : change.meaningful} />,
    },
  ];
}

import { Badge, Box, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Change } from '../../../../common/results/types';
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
      <Text size="sm" c="dimmed">
        {t('results.compare.verdict.unknown')}
      </Text>
    );
  // The wrapper keeps the whole verdict: a badge alone lets a narrow column cut its words off.
  return (
    <Box w="max-content">
      <Badge color={meaningful ? 'balss' : 'gray'} variant={meaningful ? 'filled' : 'light'} tt="none">
        {t(meaningful ? 'results.compare.verdict.real' : 'results.compare.verdict.chance')}
      </Badge>
    </Box>
  );
}

/** The before, after, change and verdict cells of one compared row. */
export function ChangeCells({ change }: { change: Change }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (
    <>
      <Table.Td ta="right">{change.before === null ? dash : formatScore(change.before, language)}</Table.Td>
      <Table.Td ta="right">{change.after === null ? dash : formatScore(change.after, language)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {change.delta === null ? (
          dash
        ) : (
          <>
            <Arrow delta={change.delta} />
            {formatDelta(change.delta, language)}
          </>
        )}
      </Table.Td>
      <Table.Td>
        <Verdict meaningful={change.delta === null ? null : change.meaningful} />
      </Table.Td>
    </>
  );
}

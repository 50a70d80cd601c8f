import { Box, Group, Stack, Text } from '@mantine/core';
import { answerColor } from '../../../common/results/answerColors';
import type { QuestionResult } from '../../../common/results/types';
import { useTranslation } from '../../i18n/useTranslation';
import { answerLabel } from './answerLabel';
import { formatShare } from './resultsFormat';

/**
 * The answers of one question as one stacked bar with a legend under it (single answers), or one
 * labelled bar per option (multiple choice, numbers, where shares need not add up). The text is the
 * equivalent of the bars.
 */
export function DistributionBar({ question }: { question: QuestionResult }) {
  const { t, i18n } = useTranslation();
  const entries = question.distribution;
  const stacked = question.type !== 'multiple' && question.type !== 'number';
  const colorOf = (index: number) => answerColor(question, index, entries.length);
  const labelOf = (entry: QuestionResult['distribution'][number]) =>
    answerLabel(entry, question.type, t, i18n.language);

  const segmentText = (entry: QuestionResult['distribution'][number]) =>
    t('results.question.segment', {
      label: labelOf(entry),
      share: formatShare(entry.share, i18n.language),
      count: entry.count,
    });

  if (!stacked)
    return (
      <Stack
        component="ul"
        gap={6}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('results.question.distribution')}
      >
        {entries.map((entry, index) => (
          <li key={String(entry.value)}>
            <Text size="xs">{segmentText(entry)}</Text>
            <Box aria-hidden h={10} style={{ background: 'var(--mantine-color-gray-1)', borderRadius: 2 }}>
              <Box
                h="100%"
                style={{ width: `${entry.share * 100}%`, background: colorOf(index), borderRadius: 2 }}
              />
            </Box>
          </li>
        ))}
      </Stack>
    );

  return (
    <Box>
      <Box
        aria-hidden
        h={22}
        style={{
          display: 'flex',
          borderRadius: 4,
          overflow: 'hidden',
          background: 'var(--mantine-color-gray-1)',
        }}
      >
        {entries.map((entry, index) =>
          entry.share > 0 ? (
            <Box
              key={String(entry.value)}
              title={`${labelOf(entry)}: ${formatShare(entry.share, i18n.language)}`}
              style={{ width: `${entry.share * 100}%`, background: colorOf(index) }}
            />
          ) : null,
        )}
      </Box>
      <Group
        component="ul"
        gap="xs"
        mt={6}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('results.question.distribution')}
      >
        {entries.map((entry, index) => (
          <Group component="li" key={String(entry.value)} gap={4} wrap="nowrap">
            <Box
              aria-hidden
              w={10}
              h={10}
              style={{ background: colorOf(index), borderRadius: 2, flexShrink: 0 }}
            />
            <Text size="xs">{segmentText(entry)}</Text>
          </Group>
        ))}
      </Group>
    </Box>
  );
}

import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';

type Word = { word: string; count: number };

const smallest = 0.85;
const largest = 2.2;

/** Font size in rem, growing with the square root of the count so one very frequent word does not swamp the rest. */
function sizeFor(count: number, most: number, least: number): number {
  if (most === least) return (smallest + largest) / 2;
  const share = (Math.sqrt(count) - Math.sqrt(least)) / (Math.sqrt(most) - Math.sqrt(least));
  return smallest + share * (largest - smallest);
}

/** The most frequent words, sized by count; screen readers get the same words as a list with counts. */
export function WordCloud({ words }: { words: Word[] }) {
  const { t } = useTranslation();
  const sorted = [...words].sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
  if (!sorted.length) return null;
  const most = sorted[0].count;
  const least = sorted[sorted.length - 1].count;
  return (
    <Box>
      <Group gap="xs" justify="center" aria-hidden="true" data-testid="word-cloud">
        {sorted.map(({ word, count }, index) => (
          <Text
            key={word}
            component="span"
            fw={index < 3 ? 700 : 500}
            c={index < 3 ? 'balss.8' : 'balss.6'}
            style={{ fontSize: `${sizeFor(count, most, least).toFixed(2)}rem`, lineHeight: 1.2 }}
            title={t('results.texts.word_count', { word, count })}
          >
            {word}
          </Text>
        ))}
      </Group>
      <VisuallyHidden>
        <ul aria-label={t('results.texts.words_heading')}>
          {sorted.map(({ word, count }) => (
            <li key={word}>{t('results.texts.word_count', { word, count })}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </Box>
  );
}

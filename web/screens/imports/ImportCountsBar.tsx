import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { ImportCounts } from '../../queries/imports';

const shown = ['rows', 'valid', 'skipped', 'errors', 'new_classes'] as const;
const colors: Partial<Record<(typeof shown)[number], string>> = { valid: 'green', errors: 'red' };

/** The numbers of a report: rows read, to import, skipped, with problems, classes to create. */
export function ImportCountsBar({ counts }: { counts: ImportCounts }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }}>
      {shown.map((key) => (
        <Paper key={key} withBorder p="sm" radius="md" data-count={key}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`imports.counts.${key}`)}
          </Text>
          <Text size="xl" fw={700} c={counts[key] > 0 ? colors[key] : undefined}>
            {counts[key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

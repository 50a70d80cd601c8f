import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import type { ImportRecord } from '../../queries/imports';

/** Step 4: a large import is committed by a job; its progress is polled until it is done. */
export function ImportCommitStep({ record }: { record: ImportRecord }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text>{t('imports.commit.running', { count: record.counts?.valid ?? 0 })}</Text>
      <Progress
        value={Math.max(record.progress, 3)}
        animated
        size="xl"
        aria-label={t('imports.commit.progress')}
      />
      <Text size="sm" c="dimmed">
        {t('imports.commit.percent', { percent: record.progress })}
      </Text>
    </Stack>
  );
}

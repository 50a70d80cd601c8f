import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';

type Props = { finished: number; expected: number; size?: 'sm' | 'lg' };

export const progressPercent = (finished: number, expected: number) =>
  expected > 0 ? Math.min(100, Math.round((finished / expected) * 100)) : 0;

/** Finished out of expected, as a number and a bar. */
export function ProgressCell({ finished, expected, size = 'sm' }: Props) {
  const { t } = useTranslation();
  const percent = progressPercent(finished, expected);
  return (
    <Stack gap={4} miw={140}>
      <Group justify="space-between" gap="xs">
        <Text size={size} fw={size === 'lg' ? 700 : 500} data-progress>
          {finished} / {expected}
        </Text>
        <Text size="xs" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        size={size === 'lg' ? 'lg' : 'sm'}
        color={percent >= 80 ? 'green' : 'blue'}
        aria-label={t('survey_periods.progress_label', { finished, expected })}
      />
    </Stack>
  );
}

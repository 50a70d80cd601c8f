import { Box, Group, Text } from '@mantine/core';
import { scoreBands } from '../../../../common/results/scoreBands';
import { useTranslation } from '../../../i18n/useTranslation';

/** What each colour of the heat map stands for. */
export function HeatMapLegend() {
  const { t } = useTranslation();
  return (
    <Group
      gap="md"
      component="ul"
      aria-label={t('results.heatmap.legend')}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {scoreBands.map((band) => (
        <Group key={band.key} gap={6} component="li" wrap="nowrap">
          <Box w={18} h={18} bg={band.colour} style={{ border: '1px solid var(--mantine-color-gray-5)' }} />
          <Text size="sm">
            {t(`results.heatmap.band.${band.key}`)} ({band.from}–{band.to})
          </Text>
        </Group>
      ))}
      <Group gap={6} component="li" wrap="nowrap">
        <Box w={18} h={18} bg="gray.3" style={{ border: '1px dashed var(--mantine-color-gray-6)' }} />
        <Text size="sm">{t('results.heatmap.band.hidden')}</Text>
      </Group>
    </Group>
  );
}

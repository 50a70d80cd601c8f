import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { QuestionCountZone } from '../../../common/survey/content';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilder } from './builderContext';
import { RemoveButton } from './RemoveButton';

const tones: QuestionCountZone['tone'][] = ['good', 'long', 'too_long'];

/** question_count_zones: up to how many questions a survey is good, long or too long, and how many minutes it takes. */
export function ZonesEditor() {
  const { t } = useTranslation();
  const { state, canEdit, edit } = useBuilder();
  const zones = state.template.question_count_zones;
  const setZones = (next: QuestionCountZone[]) =>
    edit((content) => ({ ...content, question_count_zones: next }));
  const change = (index: number, patch: Partial<QuestionCountZone>) =>
    setZones(zones.map((zone, i) => (i === index ? { ...zone, ...patch } : zone)));
  const whole = (value: string | number, low: number, high: number) =>
    Math.min(high, Math.max(low, Math.round(Number(value) || low)));

  return (
    <Stack gap="xs" role="group" aria-label={t('survey_builder.zones.title')}>
      <Text fw={600}>{t('survey_builder.zones.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('survey_builder.zones.intro')}
      </Text>
      {zones.map((zone, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: zones have no id; their place names them
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <NumberInput
              label={t('survey_builder.zones.max_questions', { number })}
              value={zone.maxQuestions}
              min={1}
              max={1000}
              onChange={(value) => change(index, { maxQuestions: whole(value, 1, 1000) })}
              readOnly={!canEdit}
              w={150}
            />
            <NumberInput
              label={t('survey_builder.zones.minutes', { number })}
              value={zone.minutes}
              min={1}
              max={240}
              onChange={(value) => change(index, { minutes: whole(value, 1, 240) })}
              readOnly={!canEdit}
              w={110}
            />
            <Select
              label={t('survey_builder.zones.tone', { number })}
              data={tones.map((tone) => ({ value: tone, label: t(`survey_builder.count.zones.${tone}`) }))}
              value={zone.tone}
              onChange={(value) => value && change(index, { tone: value as QuestionCountZone['tone'] })}
              readOnly={!canEdit}
              w={140}
            />
            {canEdit && zones.length > 1 && (
              <RemoveButton
                label={t('survey_builder.zones.remove', { number })}
                onClick={() => setZones(zones.filter((_, i) => i !== index))}
              />
            )}
          </Group>
        );
      })}
      {canEdit && zones.length < 5 && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => {
            const last = zones[zones.length - 1];
            setZones([
              ...zones,
              {
                maxQuestions: Math.min(1000, (last?.maxQuestions ?? 0) + 20),
                minutes: (last?.minutes ?? 5) + 5,
                tone: 'too_long',
              },
            ]);
          }}
        >
          {t('survey_builder.zones.add')}
        </Button>
      )}
    </Stack>
  );
}

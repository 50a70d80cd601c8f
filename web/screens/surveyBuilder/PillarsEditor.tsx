import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { allQuestions } from '../../../common/survey/content';
import { confirm } from '../../components/confirm';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilder } from './builderContext';
import { removePillar } from './contentEdits';
import { LocalizedInput } from './LocalizedInput';
import { nextId } from './questionTemplates';
import { RemoveButton } from './RemoveButton';

/** Pillars (themes) that questions count towards: add, name in each language, remove. */
export function PillarsEditor() {
  const { t } = useTranslation();
  const { state, canEdit, edit } = useBuilder();
  const { pillars } = state.template;
  const questions = allQuestions(state.template);

  const handleRemove = async (id: string) => {
    const used = questions.filter((q) => q.pillar === id).length;
    if (used) {
      const sure = await confirm({
        message: t('survey_builder.pillars.remove_confirm', { count: used }),
        confirmLabel: t('common.delete'),
        danger: true,
      });
      if (!sure) return;
    }
    edit((content) => removePillar(content, id));
  };

  return (
    <Stack gap="xs" role="group" aria-label={t('survey_builder.pillars.title')}>
      <Text fw={600}>{t('survey_builder.pillars.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('survey_builder.pillars.intro')}
      </Text>
      {pillars.map((pillar, index) => (
        <Group key={pillar.id} align="flex-end" gap="xs" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <LocalizedInput
              label={t('survey_builder.pillars.name', { number: index + 1 })}
              text={pillar.name}
              maxLength={200}
              required
              onChange={(name) =>
                edit((content) => ({
                  ...content,
                  pillars: content.pillars.map((p) => (p.id === pillar.id ? { ...p, name } : p)),
                }))
              }
            />
          </div>
          <Badge variant="light" color="gray" mb={8}>
            {t('survey_builder.pillars.used', {
              count: questions.filter((q) => q.pillar === pillar.id).length,
            })}
          </Badge>
          {canEdit && (
            <RemoveButton
              label={t('survey_builder.pillars.remove', { number: index + 1 })}
              onClick={() => handleRemove(pillar.id)}
            />
          )}
        </Group>
      ))}
      {canEdit && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          disabled={pillars.length >= 30}
          onClick={() =>
            edit((content) => ({
              ...content,
              pillars: [
                ...content.pillars,
                {
                  id: nextId(
                    'p',
                    content.pillars.map((p) => p.id),
                  ),
                  name: {},
                },
              ],
            }))
          }
        >
          {t('survey_builder.pillars.add')}
        </Button>
      )}
    </Stack>
  );
}

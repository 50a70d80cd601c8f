import { Button, Group, Stack, Text } from '@mantine/core';
import type { Option } from '../../../common/survey/content';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilderActions } from './builderContext';
import { moveItem } from './contentEdits';
import { LocalizedInput } from './LocalizedInput';
import { MoveButtons } from './MoveButtons';
import { nextId } from './questionTemplates';
import { RemoveButton } from './RemoveButton';

type OptionsEditorProps = { questionName: string; options: Option[]; onChange: (options: Option[]) => void };

/** The answer options of a single or multiple choice question: add, remove, reorder. */
export function OptionsEditor({ questionName, options, onChange }: OptionsEditorProps) {
  const { t } = useTranslation();
  const { canEdit } = useBuilderActions();
  return (
    <Stack gap="xs" role="group" aria-label={t('survey_builder.options.title', { id: questionName })}>
      <Text size="sm" fw={600}>
        {t('survey_builder.options.heading')}
      </Text>
      {options.map((option, index) => {
        const name = t('survey_builder.options.name', { number: index + 1 });
        return (
          <Group key={option.id} align="flex-end" gap="xs" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <LocalizedInput
                label={name}
                text={option.label}
                maxLength={500}
                required
                onChange={(label) => onChange(options.map((o) => (o.id === option.id ? { ...o, label } : o)))}
              />
            </div>
            {canEdit && (
              <>
                <MoveButtons
                  name={name}
                  canUp={index > 0}
                  canDown={index < options.length - 1}
                  onMove={(delta) => onChange(moveItem(options, index, index + delta))}
                />
                <RemoveButton
                  label={t('survey_builder.options.remove', { name })}
                  onClick={() => onChange(options.filter((o) => o.id !== option.id))}
                />
              </>
            )}
          </Group>
        );
      })}
      {canEdit && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          disabled={options.length >= 50}
          onClick={() =>
            onChange([
              ...options,
              {
                id: nextId(
                  'o',
                  options.map((o) => o.id),
                ),
                label: {},
              },
            ])
          }
        >
          {t('survey_builder.options.add')}
        </Button>
      )}
    </Stack>
  );
}

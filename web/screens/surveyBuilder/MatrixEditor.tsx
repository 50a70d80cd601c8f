import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { type MatrixItem, type ScaleType, scaleTypes } from '../../../common/survey/content';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilderActions } from './builderContext';
import { moveItem } from './contentEdits';
import { LocalizedInput } from './LocalizedInput';
import { MoveButtons } from './MoveButtons';
import { nextId } from './questionTemplates';
import { RemoveButton } from './RemoveButton';

type MatrixEditorProps = {
  /** How people name the question ("Question 3"). */
  questionName: string;
  scale: ScaleType | undefined;
  items: MatrixItem[];
  onChange: (patch: { scale?: ScaleType; items?: MatrixItem[] }) => void;
};

/** A matrix: statements (items) answered on one shared five-point scale; an item may be reverse-scored. */
export function MatrixEditor({ questionName, scale, items, onChange }: MatrixEditorProps) {
  const { t } = useTranslation();
  const { canEdit } = useBuilderActions();
  const setItems = (next: MatrixItem[]) => onChange({ items: next });
  return (
    <Stack gap="xs" role="group" aria-label={t('survey_builder.matrix.title', { id: questionName })}>
      <Select
        label={t('survey_builder.matrix.scale')}
        data={scaleTypes.map((value) => ({ value, label: t(`survey_builder.types.${value}`) }))}
        value={scale ?? null}
        onChange={(value) => value && onChange({ scale: value as ScaleType })}
        readOnly={!canEdit}
        w={240}
      />
      <Text size="sm" fw={600}>
        {t('survey_builder.matrix.items')}
      </Text>
      {items.map((item, index) => {
        const name = t('survey_builder.matrix.name', { number: index + 1 });
        return (
          <Group key={item.id} align="flex-end" gap="xs" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <LocalizedInput
                label={name}
                text={item.text}
                maxLength={1000}
                required
                onChange={(text) => setItems(items.map((i) => (i.id === item.id ? { ...i, text } : i)))}
              />
            </div>
            <Checkbox
              label={t('survey_builder.question.reverse_short')}
              aria-label={t('survey_builder.matrix.reverse', { name })}
              checked={!!item.reverse}
              disabled={!canEdit}
              mb={8}
              onChange={(event) =>
                setItems(
                  items.map((i) => (i.id === item.id ? { ...i, reverse: event.currentTarget.checked } : i)),
                )
              }
            />
            {canEdit && (
              <>
                <MoveButtons
                  name={name}
                  canUp={index > 0}
                  canDown={index < items.length - 1}
                  onMove={(delta) => setItems(moveItem(items, index, index + delta))}
                />
                <RemoveButton
                  label={t('survey_builder.matrix.remove', { name })}
                  onClick={() => setItems(items.filter((i) => i.id !== item.id))}
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
          disabled={items.length >= 50}
          onClick={() =>
            setItems([
              ...items,
              {
                id: nextId(
                  'i',
                  items.map((i) => i.id),
                ),
                text: {},
              },
            ])
          }
        >
          {t('survey_builder.matrix.add')}
        </Button>
      )}
    </Stack>
  );
}

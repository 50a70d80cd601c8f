import { ActionIcon, Group, Switch, Text, Tooltip } from '@mantine/core';
import type { ResultsFilter } from '../../../../common/results/types';
import { useTranslation } from '../../../i18n/useTranslation';

type Props = {
  filter: ResultsFilter;
  onEdit: () => void;
  onDelete: () => void;
  onVisibilityChange: (visibility: boolean) => void;
};

/** An editor's controls for one question filter: shown to readers or not, edit, delete. */
export function QuestionFilterTools({ filter, onEdit, onDelete, onVisibilityChange }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm" truncate>
        {filter.name}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Switch
          size="xs"
          checked={filter.visibility}
          onChange={(event) => onVisibilityChange(event.currentTarget.checked)}
          aria-label={t('results.filters.visible', { name: filter.name })}
        />
        <Tooltip label={t('results.filters.edit')}>
          <ActionIcon
            variant="subtle"
            onClick={onEdit}
            aria-label={t('results.filters.edit_named', { name: filter.name })}
          >
            ✎
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('results.filters.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('results.filters.delete_named', { name: filter.name })}
          >
            ×
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

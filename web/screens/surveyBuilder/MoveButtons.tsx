import { ActionIcon, Group } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

type MoveButtonsProps = {
  /** What moves, for the buttons' labels: "Move question q3 up". */
  name: string;
  onMove: (delta: -1 | 1) => void;
  canUp: boolean;
  canDown: boolean;
};

/**
 * Reordering by keyboard (and for anyone who does not drag): up and down buttons with names. The
 * browser drops focus from a node React moves, so the pressed button takes it back afterwards (or
 * its twin, when the item reached the end).
 */
export function MoveButtons({ name, onMove, canUp, canDown }: MoveButtonsProps) {
  const { t } = useTranslation();
  const handleClick = (delta: -1 | 1) => (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    const twin = (
      delta < 0 ? button.nextElementSibling : button.previousElementSibling
    ) as HTMLButtonElement | null;
    onMove(delta);
    setTimeout(() => {
      if (!button.isConnected) return;
      if (!button.disabled) button.focus();
      else twin?.focus();
    }, 0);
  };
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('survey_builder.move_up', { name })}
        disabled={!canUp}
        onClick={handleClick(-1)}
      >
        <span aria-hidden>↑</span>
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('survey_builder.move_down', { name })}
        disabled={!canDown}
        onClick={handleClick(1)}
      >
        <span aria-hidden>↓</span>
      </ActionIcon>
    </Group>
  );
}

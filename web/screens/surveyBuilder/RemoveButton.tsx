import { ActionIcon } from '@mantine/core';

/** A small named button that removes one thing (an option, an item, a pillar). */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <span aria-hidden>✕</span>
    </ActionIcon>
  );
}

import { type DragEvent, useMemo, useRef, useState } from 'react';

/**
 * Native HTML drag and drop for modules and questions: a handle starts the drag (so text in the
 * cards stays selectable), the cards and module rows are drop targets. The keyboard way to do the
 * same is MoveButtons.
 */
const dragTypes = { module: 'application/x-balss-module', question: 'application/x-balss-question' } as const;
export type DragKind = keyof typeof dragTypes;
export type DropPosition = 'before' | 'after';
export type Drop = { kind: DragKind; id: string; targetId: string; position: DropPosition };

export function dragHandleProps(kind: DragKind, id: string, enabled: boolean) {
  if (!enabled) return {};
  return {
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.setData(dragTypes[kind], id);
      event.dataTransfer.effectAllowed = 'move';
      const item = event.currentTarget.closest('[data-drag-item]');
      if (item && event.dataTransfer.setDragImage) event.dataTransfer.setDragImage(item, 16, 16);
    },
  };
}

function kindOf(event: DragEvent<HTMLElement>, accepts: DragKind[]): DragKind | null {
  const types = Array.from(event.dataTransfer?.types ?? []);
  return accepts.find((kind) => types.includes(dragTypes[kind])) ?? null;
}

export type DropHandlers = {
  onDragOver?: (event: DragEvent<HTMLElement>) => void;
  onDragLeave?: (event: DragEvent<HTMLElement>) => void;
  onDrop?: (event: DragEvent<HTMLElement>) => void;
  onDragEnd?: () => void;
};

/**
 * Drop targets accepting some kinds. The handlers are one stable object for every target (each
 * target names itself in `data-drop-id`), so memoized cards are not re-rendered by them;
 * `positionOf` says where a drop on a target would land, for styling.
 */
export function useDropTargets(accepts: DragKind[], onDrop: (drop: Drop) => void, enabled: boolean) {
  const [over, setOver] = useState<{ id: string; position: DropPosition } | null>(null);
  const onDropRef = useRef(onDrop);
  onDropRef.current = onDrop;
  const acceptsKey = accepts.join();

  const handlers = useMemo((): DropHandlers => {
    if (!enabled) return {};
    const kinds = acceptsKey.split(',') as DragKind[];
    const positionOf = (event: DragEvent<HTMLElement>): DropPosition => {
      const box = event.currentTarget.getBoundingClientRect();
      return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
    };
    return {
      onDragOver: (event) => {
        if (!kindOf(event, kinds)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        const id = event.currentTarget.dataset.dropId ?? '';
        const position = positionOf(event);
        setOver((before) => (before?.id === id && before.position === position ? before : { id, position }));
      },
      onDragLeave: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
      },
      onDrop: (event) => {
        const kind = kindOf(event, kinds);
        setOver(null);
        if (!kind) return;
        event.preventDefault();
        event.stopPropagation();
        const id = event.dataTransfer.getData(dragTypes[kind]);
        const targetId = event.currentTarget.dataset.dropId ?? '';
        if (id && id !== targetId) onDropRef.current({ kind, id, targetId, position: positionOf(event) });
      },
      onDragEnd: () => setOver(null),
    };
  }, [enabled, acceptsKey]);

  const positionOf = (targetId: string) => (over?.id === targetId ? over.position : undefined);

  /** Everything a target element needs, for targets that are not memoized. */
  const targetProps = (targetId: string) =>
    enabled
      ? { 'data-drop-id': targetId, 'data-drag-item': true, 'data-drop': positionOf(targetId), ...handlers }
      : {};

  return { handlers, positionOf, targetProps };
}

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminMenuItem } from '../../../../shared/cms/menus-contract';
import { depthOf } from './menu-item-tree';
import { SortableMenuItem } from './sortable-menu-item';

/**
 * The items in display order, sortable by pointer (drag the handle) or keyboard (focus the handle,
 * space/enter, arrows, space/enter; escape cancels), every step announced. `onMove(from, to)` gets the
 * indices of a finished move; a parent keeps its children (only the order changes).
 */
export function MenuItemsList({
  items,
  disabled,
  onMove,
  onEdit,
  onDelete,
}: {
  items: TAdminMenuItem[];
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: (item: TAdminMenuItem) => void;
  onDelete: (item: TAdminMenuItem) => void;
}) {
  const { t } = useTranslation('cms-library');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const ids = useMemo(() => items.map((item) => item.id), [items]);

  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const titleOf = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? '';
  const total = items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('items.announce.start', { title: titleOf(active.id), position: position(active.id), total }),
    onDragOver: ({ active, over }) =>
      over
        ? t('items.announce.over', { title: titleOf(active.id), position: position(over.id), total })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('items.announce.end', {
        title: titleOf(active.id),
        position: position(over?.id ?? active.id),
        total,
      }),
    onDragCancel: ({ active }) =>
      t('items.announce.cancel', { title: titleOf(active.id), position: position(active.id), total }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('items.dragInstructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('items.listLabel')} className="grid gap-2">
          {items.map((item) => (
            <SortableMenuItem
              key={item.id}
              item={item}
              depth={depthOf(item, byId)}
              parentTitle={item.parent_id ? (byId.get(item.parent_id)?.title ?? null) : null}
              disabled={disabled}
              onEdit={() => onEdit(item)}
              onDelete={() => onDelete(item)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

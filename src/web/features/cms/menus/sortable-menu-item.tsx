import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CornerDownRight, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAdminMenuItem } from '../../../../shared/cms/menus-contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** Where an item leads, in words: its URL, or the page or post it links to. */
function linkText(item: TAdminMenuItem): string {
  if (item.link_type === 'page') return item.page ? `/${item.page.slug}` : '';
  if (item.link_type === 'post') return item.post ? `/blog/${item.post.slug}` : '';
  return item.url ?? '';
}

/**
 * One row of the sortable list: the drag handle (a button: pointer drag, or space/enter then the
 * arrow keys), the item's title and link, and its Edit and Delete buttons. Children are indented
 * under their parent (`depth`).
 */
export function SortableMenuItem({
  item,
  depth,
  parentTitle,
  disabled,
  onEdit,
  onDelete,
}: {
  item: TAdminMenuItem;
  depth: number;
  parentTitle: string | null;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('cms-library');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled });
  const indent = Math.min(depth, 4);
  return (
    <li
      ref={setNodeRef}
      data-menu-item={item.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex items-center gap-2 rounded-lg border border-border bg-card p-2 shadow-sm sm:gap-3 sm:p-3',
        isDragging && 'relative z-10 opacity-80 ring-2 ring-ring',
        indent === 1 && 'ms-4 sm:ms-8',
        indent === 2 && 'ms-8 sm:ms-16',
        indent >= 3 && 'ms-12 sm:ms-24',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('items.dragHandle', { title: item.title })}
        className="flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          {depth > 0 ? <CornerDownRight className="size-4 text-muted-foreground" aria-hidden="true" /> : null}
          <span className="font-medium break-words">{item.title}</span>
          <Badge variant="outline">{t(`items.links.${item.link_type}`)}</Badge>
          {item.target === '_blank' ? <Badge variant="outline">{t('items.newTab')}</Badge> : null}
          {item.is_active ? null : <Badge variant="secondary">{t('common.inactive')}</Badge>}
        </div>
        <p className="truncate text-sm text-muted-foreground">
          {linkText(item)}
          {parentTitle ? ` · ${t('items.childOf', { parent: parentTitle })}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('items.editLabel', { title: item.title })}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
          <span className="hidden sm:inline">{t('common.edit')}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('items.deleteLabel', { title: item.title })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
          <span className="hidden sm:inline">{t('common.delete')}</span>
        </Button>
      </div>
    </li>
  );
}

import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { LinkDialog } from './link-dialog';
import { MediaPickerDialog } from '../media/media-picker-dialog';
import { isRtlBlock, toggleRtl } from './text-direction';

type ToolbarKey =
  | 'heading2'
  | 'heading3'
  | 'bold'
  | 'italic'
  | 'bulletList'
  | 'orderedList'
  | 'quote'
  | 'link'
  | 'image'
  | 'undo'
  | 'redo'
  | 'rtl';

/**
 * The formatting buttons: one tab stop (a toolbar moves with the arrow keys, Home and End), each
 * button named, toggles with aria-pressed. It wraps on a narrow screen.
 */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('cms');
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      rtl: isRtlBlock(e),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const buttons: {
    key: ToolbarKey;
    Icon: LucideIcon;
    run: () => void;
    pressed?: boolean;
    disabled?: boolean;
  }[] = [
    {
      key: 'heading2',
      Icon: Heading2,
      pressed: state.heading2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      Icon: Heading3,
      pressed: state.heading3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    { key: 'bold', Icon: Bold, pressed: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    {
      key: 'italic',
      Icon: Italic,
      pressed: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'bulletList',
      Icon: List,
      pressed: state.bulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      Icon: ListOrdered,
      pressed: state.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      Icon: Quote,
      pressed: state.quote,
      run: () => editor.chain().focus().toggleBlockquote().run(),
    },
    { key: 'link', Icon: Link2, pressed: state.link, run: () => setDialog('link') },
    { key: 'image', Icon: ImagePlus, run: () => setDialog('image') },
    { key: 'rtl', Icon: Pilcrow, pressed: state.rtl, run: () => toggleRtl(editor) },
    { key: 'undo', Icon: Undo2, disabled: !state.canUndo, run: () => editor.chain().focus().undo().run() },
    { key: 'redo', Icon: Redo2, disabled: !state.canRedo, run: () => editor.chain().focus().redo().run() },
  ];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = moves[event.key] ?? 0;
    const delta = rtl && Number.isFinite(step) ? -step : step;
    const last = buttons.length - 1;
    const next =
      delta === -Infinity
        ? 0
        : delta === Infinity
          ? last
          : (focusIndex + delta + buttons.length) % buttons.length;
    setFocusIndex(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  }

  return (
    <>
      <div
        role="toolbar"
        aria-label={t('toolbar.label')}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-b border-border bg-muted/40 p-1.5"
      >
        {buttons.map(({ key, Icon, run, pressed, disabled }, index) => (
          <button
            key={key}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={t(`toolbar.${key}`)}
            title={t(`toolbar.${key}`)}
            aria-pressed={pressed}
            // aria-disabled, not disabled: the button stays reachable by the arrow keys.
            aria-disabled={disabled || undefined}
            onFocus={() => setFocusIndex(index)}
            onClick={disabled ? undefined : run}
            className={cn(
              'grid size-9 place-items-center rounded-md text-foreground outline-none hover:bg-accent-soft focus-visible:ring-2 focus-visible:ring-ring aria-disabled:opacity-40',
              pressed && 'bg-primary text-primary-foreground hover:bg-primary/90',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        ))}
      </div>
      <LinkDialog editor={editor} open={dialog === 'link'} onClose={() => setDialog(null)} />
      <MediaPickerDialog
        open={dialog === 'image'}
        onOpenChange={(open) => !open && setDialog(null)}
        onPick={(file) => {
          setDialog(null);
          editor
            .chain()
            .focus()
            .setImage({ src: file.file_url, alt: file.alt_text ?? '' })
            .run();
        }}
      />
    </>
  );
}

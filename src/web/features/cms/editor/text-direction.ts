import { Extension, type Editor } from '@tiptap/react';

/** The blocks that carry a direction; the server's allow-list keeps `dir` on p, h2-h6, blockquote, ul, li. */
const DIRECTED = ['paragraph', 'heading', 'blockquote', 'listItem'] as const;

/**
 * A `dir` attribute on every text block, so a paragraph of Arabic or Urdu in an English post reads
 * right to left (and the reverse). Only 'rtl' and 'ltr' survive parsing; anything else is dropped.
 */
export const TextDirection = Extension.create({
  // Not 'textDirection': that is Tiptap core's own (a whole-document direction, off unless configured).
  name: 'blockDirection',
  addGlobalAttributes() {
    return [
      {
        types: [...DIRECTED],
        attributes: {
          dir: {
            default: null,
            parseHTML: (element: HTMLElement) => {
              const dir = element.getAttribute('dir');
              return dir === 'rtl' || dir === 'ltr' ? dir : null;
            },
            renderHTML: (attributes: { dir?: string | null }) =>
              attributes.dir ? { dir: attributes.dir } : {},
          },
        },
      },
    ];
  },
});

export const isRtlBlock = (editor: Editor) =>
  editor.isActive('paragraph', { dir: 'rtl' }) || editor.isActive('heading', { dir: 'rtl' });

/** Right-to-left on the blocks of the selection, or back to the page's direction when they already are. */
export function toggleRtl(editor: Editor) {
  const dir = isRtlBlock(editor) ? null : 'rtl';
  editor.chain().focus().updateAttributes('paragraph', { dir }).updateAttributes('heading', { dir }).run();
  if (editor.isActive('listItem')) editor.chain().updateAttributes('listItem', { dir }).run();
}

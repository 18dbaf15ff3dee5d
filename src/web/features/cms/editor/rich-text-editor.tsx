import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { cn } from '../../../lib/cn';
import { EditorToolbar } from './editor-toolbar';
import { TextDirection } from './text-direction';

/** The body's look while editing (no typography plugin in this project: the few rules it needs). */
const PROSE = [
  'min-h-64 max-w-none px-4 py-3 leading-7 outline-none',
  '[&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4 [&_blockquote]:italic',
  '[&_a]:text-primary [&_a]:underline [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&_img.ProseMirror-selectednode]:ring-2 [&_img.ProseMirror-selectednode]:ring-ring',
].join(' ');

type RichTextEditorProps = {
  /** The HTML to show; a new value from outside (a restore, a save's answer) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label, and of the hint or error that describe the content. */
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
};

/**
 * The post and page body (issue 22 item 1): Tiptap v3 with headings, lists, quotes, links, images
 * from the media library and right-to-left blocks. Only the admin routes import it (they are lazy), so
 * a visitor never downloads it. What it produces is sanitised again by the server.
 */
export function RichTextEditor({ value, onChange, labelId, describedBy, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ allowBase64: false }),
      TextDirection,
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: PROSE,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
  }, [editor, describedBy, invalid]);

  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={cn(
        'rounded-md border border-input bg-card focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40',
        invalid && 'border-destructive',
      )}
    >
      {editor ? <EditorToolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

import type { Editor } from '@tiptap/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** What a link may point to: the web, an e-mail, or a path of this site (the server refuses the rest). */
export const isLinkable = (url: string) => /^(https?:\/\/|mailto:|\/(?!\/))/i.test(url);

/** Add, change or remove the link on the selection (the address typed in a dialog, not window.prompt). */
export function LinkDialog({
  editor,
  open,
  onClose,
}: {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('cms');
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('link.title')}</DialogTitle>
        <DialogDescription>{t('link.description')}</DialogDescription>
        {open ? <LinkForm editor={editor} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Mounted each time the dialog opens: it starts from the link under the cursor, if any. */
function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('cms');
  const id = useId();
  const [url, setUrl] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [invalid, setInvalid] = useState(false);
  const onLink = editor.isActive('link');

  function unlink() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const href = url.trim();
    if (href === '') return unlink();
    if (!isLinkable(href)) return setInvalid(true);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !onLink)
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onClose();
  }

  return (
    <form onSubmit={apply} className="grid gap-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={id}>{t('link.url')}</Label>
        <Input
          id={id}
          type="url"
          inputMode="url"
          value={url}
          placeholder="https://"
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        {invalid ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {t('link.invalid')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('link.cancel')}
        </Button>
        {onLink ? (
          <Button type="button" variant="outline" onClick={unlink}>
            {t('link.remove')}
          </Button>
        ) : null}
        <Button type="submit">{t('link.apply')}</Button>
      </div>
    </form>
  );
}

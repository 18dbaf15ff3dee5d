import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CMS_LIMITS } from '../../../../shared/cms/cms-contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { fieldErrorText } from '../../../lib/field-error';
import { useTags } from '../api/admin-taxonomy';
import type { TContentForm } from './use-submit-content';

/**
 * The post's tags: existing ones ticked, new ones typed (sent as `new_tags` and created with the post).
 * A typed name that matches an existing tag ticks that tag instead.
 */
export function TagPicker({ form }: { form: TContentForm }) {
  const { t } = useTranslation('cms');
  const tags = useTags();
  const [name, setName] = useState('');
  const legendId = useId();
  const newId = useId();
  const chosen = form.watch('tag_ids');
  const added = form.watch('new_tags');
  const { errors } = form.formState;
  const error = fieldErrorText(errors.tag_ids?.message ?? errors.new_tags?.message);

  function toggle(id: string, on: boolean) {
    const next = on ? [...chosen, id] : chosen.filter((tagId) => tagId !== id);
    form.setValue('tag_ids', next, { shouldDirty: true });
  }

  function add() {
    const typed = name.trim();
    if (typed === '') return;
    const existing = tags.data?.items.find((tag) => tag.name.toLowerCase() === typed.toLowerCase());
    if (existing) {
      if (!chosen.includes(existing.id)) toggle(existing.id, true);
    } else if (!added.some((tag) => tag.toLowerCase() === typed.toLowerCase())) {
      form.setValue('new_tags', [...added, typed], { shouldDirty: true });
    }
    setName('');
  }

  return (
    <fieldset className="grid gap-3" aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm leading-none font-medium">
        {t('editor.fields.tags')}
      </legend>
      {tags.data && tags.data.items.length === 0 && added.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('editor.fields.noTags')}</p>
      ) : null}
      <ul className="flex max-h-48 flex-wrap gap-x-4 gap-y-2 overflow-y-auto">
        {(tags.data?.items ?? []).map((tag) => (
          <li key={tag.id}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.includes(tag.id)}
                onChange={(event) => toggle(tag.id, event.target.checked)}
              />
              {tag.name}
            </label>
          </li>
        ))}
        {added.map((tag) => (
          <li key={`new-${tag}`}>
            <Badge variant="secondary" className="gap-1.5 py-1">
              {tag}
              <span className="text-muted-foreground">({t('editor.fields.newTagBadge')})</span>
              <button
                type="button"
                className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={t('editor.fields.removeTag', { name: tag })}
                onClick={() =>
                  form.setValue(
                    'new_tags',
                    added.filter((other) => other !== tag),
                    { shouldDirty: true },
                  )
                }
              >
                <X aria-hidden="true" />
              </button>
            </Badge>
          </li>
        ))}
      </ul>
      <div className="grid gap-2">
        <Label htmlFor={newId}>{t('editor.fields.newTag')}</Label>
        <div className="flex gap-2">
          <Input
            id={newId}
            value={name}
            maxLength={CMS_LIMITS.tagName}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
          <Button type="button" variant="outline" disabled={name.trim() === ''} onClick={add}>
            <Plus aria-hidden="true" />
            {t('editor.fields.addTag')}
          </Button>
        </div>
      </div>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}

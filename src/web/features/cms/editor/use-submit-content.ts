import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  CMS_TEXTS,
  cmsDone,
  cmsFailed,
  type TPageInput,
  type TPostInput,
} from '../../../../shared/cms/cms-contract';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import type { TContentKind } from '../api/admin-cms-keys';
import { useSaveContent } from '../api/admin-save-content';
import { editPath } from '../list/public-path';
import {
  FORM_FIELDS,
  REQUIRED_FIELDS,
  type TContentBody,
  type TContentFormValues,
} from './content-form-values';

export type TContentForm = UseFormReturn<TContentFormValues, unknown, TContentBody>;
export type TSaveIntent = 'draft' | 'published';

const THING = { posts: 'Post', pages: 'Page' } as const;

const isFormField = (name: string): name is keyof TContentFormValues =>
  (FORM_FIELDS as string[]).includes(name);

/**
 * Save Draft and Publish (spec §4): the checked body with the button's status, POST when new (then
 * the edit route) or PUT. Every outcome is the spec's toast; the server's field errors (a slug taken,
 * a bad date) also go under their inputs.
 */
export function useSubmitContent(kind: TContentKind, id: string | null, form: TContentForm) {
  const navigate = useNavigate();
  const save = useSaveContent(kind);
  const action = id === null ? 'create' : 'update';

  async function onValid(body: TContentBody, intent: TSaveIntent) {
    try {
      const saved = await save.mutateAsync({
        id,
        body: { ...body, status: intent } as TPostInput & TPageInput,
      });
      toast.success(cmsDone(THING[kind], id === null ? 'created' : 'updated'));
      if (id === null) await navigate(editPath(kind, saved.id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields ?? {}))
          if (isFormField(field)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      toast.error(`${cmsFailed(action, THING[kind])}${errorMessage(error)}`);
    }
  }

  /** Missing title, slug or content: the spec's one toast, and no call to the server. */
  function onInvalid(errors: FieldErrors<TContentFormValues>) {
    if (REQUIRED_FIELDS.some((field) => errors[field]?.message === CMS_TEXTS.requiredFields))
      toast.error(CMS_TEXTS.requiredFields);
  }

  return {
    submit: (intent: TSaveIntent) => form.handleSubmit((body) => onValid(body, intent), onInvalid),
    saving: save.isPending ? (save.variables?.body.status ?? null) : null,
  };
}

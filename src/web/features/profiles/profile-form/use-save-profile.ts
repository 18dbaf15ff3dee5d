import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { TProfile } from '../../../../shared/profiles/profile-contract';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { formFieldFor } from './form-tabs';
import type { ProfileFormField, TProfileFormValues } from './form-values';

type Form = UseFormReturn<TProfileFormValues, unknown, TProfile>;

/** The server said something a person can read (not a dropped connection). */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code === NETWORK_ERROR || error.message === '') return null;
  return error.message;
}

/**
 * Save Profile: PUT the validated body; on success the spec's toast and back to /. A failure is said
 * once: the server's field errors under their inputs (the first one's tab opens, its input focused),
 * or, when it named no field of the form, the spec's toast.
 */
export function useSaveProfile(form: Form, showFirstError: (fields: readonly string[]) => void) {
  const { t } = useTranslation('profiles');
  const navigate = useNavigate();
  const mutation = useUpdateOwnProfile();

  return async (body: TProfile) => {
    try {
      await mutation.mutateAsync(body);
    } catch (error) {
      const invalid: ProfileFormField[] = [];
      for (const [apiField, message] of Object.entries(
        error instanceof ApiError ? (error.fields ?? {}) : {},
      )) {
        const field = formFieldFor(apiField);
        if (!field) continue;
        form.setError(field, { type: 'server', message });
        invalid.push(field);
      }
      if (invalid.length > 0) {
        showFirstError(invalid);
        return;
      }
      const message = serverMessage(error);
      toast.error(message ? t('form.saveFailed', { message }) : t('form.saveError'));
      return;
    }
    toast.success(t('form.saved'));
    await navigate('/');
  };
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REVIEWER_GENDERS, type TReviewerGender } from '../../../../shared/safety/verification-contract';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage } from '../../../lib/error-message';
import { useReviewerSettings, useSaveReviewerSettings } from './api/reviewer-settings';

const genderOf = (value: string): TReviewerGender | null =>
  REVIEWER_GENDERS.find((gender) => gender === value) ?? null;

/** A staff member records their own gender: only women review a member who asked for a woman. */
export function ReviewerGenderControl() {
  const { t } = useTranslation('verification-review');
  const id = useId();
  const settings = useReviewerSettings();
  const save = useSaveReviewerSettings();
  const value = save.isPending
    ? (save.variables?.reviewer_gender ?? '')
    : (settings.data?.reviewer_gender ?? '');
  return (
    <div className="grid gap-1.5 rounded-lg border border-border bg-card p-4 sm:max-w-md">
      <label htmlFor={id} className="text-sm font-medium">
        {t('reviewer.label')}
      </label>
      <NativeSelect
        id={id}
        value={value}
        aria-describedby={`${id}-hint`}
        disabled={settings.isPending || save.isPending}
        onChange={(event) =>
          save.mutate(
            { reviewer_gender: genderOf(event.target.value) },
            {
              onSuccess: () => toast.success(t('reviewer.saved')),
              onError: (error) => toast.error(t('reviewer.failed', { message: errorMessage(error) })),
            },
          )
        }
      >
        <option value="">{t('reviewer.unset')}</option>
        {REVIEWER_GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {t(`reviewer.${gender}`)}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('reviewer.hint')}
      </p>
    </div>
  );
}

import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useMenuLinkChoices } from '../api/menu-link-choices';
import type { TMenuItemFormValues } from './menu-item-values';

/** The page or post a menu item links to, from the CMS's own list (loaded when this field shows). */
export function LinkTargetSelect({
  kind,
  label,
  error,
  control,
}: {
  kind: 'pages' | 'posts';
  label: string;
  error: string | undefined;
  control: Control<TMenuItemFormValues>;
}) {
  // Controlled: the saved choice shows once the list arrives (a native select drops unknown values).
  const { field: value } = useController({ control, name: kind === 'pages' ? 'page_id' : 'post_id' });
  const { t } = useTranslation('cms-library');
  const choices = useMenuLinkChoices(kind, true);
  const hint = choices.isPending
    ? t('items.form.choicesLoading')
    : choices.isError
      ? t('items.form.choicesFailed')
      : undefined;
  return (
    <FormField label={label} hint={hint} error={error} required>
      {(field) => (
        <NativeSelect
          {...field}
          disabled={choices.isPending}
          name={value.name}
          ref={value.ref}
          value={value.value}
          onChange={(event) => value.onChange(event.target.value)}
          onBlur={value.onBlur}
        >
          <option value="">{t('items.form.choose')}</option>
          {(choices.data?.items ?? []).map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.title}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

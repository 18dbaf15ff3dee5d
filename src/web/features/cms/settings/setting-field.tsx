import { useState } from 'react';
import { toast } from 'sonner';
import { CMS_TEXTS, cmsDone, cmsFailed } from '../../../../shared/cms/cms-contract';
import {
  SETTING_VALUE_MAX,
  type TSetting,
  type TSettingType,
} from '../../../../shared/cms/settings-contract';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useSaveSetting } from '../api/settings-save';

/** The input of each one-line type (booleans and textareas have their own controls). */
const INPUT_TYPES: Record<TSettingType, string> = {
  text: 'text',
  number: 'number',
  email: 'email',
  url: 'url',
  boolean: 'checkbox',
  textarea: 'text',
};

/**
 * One setting, edited by its type (spec §4): saved when the field is left and its value changed; a
 * boolean saves at once as 'true' or 'false'. 'Saving...' while it saves; a refusal stays under the
 * field with the value kept for correcting.
 */
export function SettingField({ setting }: { setting: TSetting }) {
  const save = useSaveSetting();
  const [value, setValue] = useState(setting.value);
  const [saved, setSaved] = useState(setting.value);
  const [error, setError] = useState<string | undefined>();

  const commit = async (next: string) => {
    if (next === saved) return;
    setError(undefined);
    try {
      const answer = await save.mutateAsync({ key: setting.key, value: next });
      setSaved(answer.value);
      setValue(answer.value);
      toast.success(cmsDone('Setting', 'updated'));
    } catch (failure) {
      const reason = errorMessage(failure);
      setError(failure instanceof ApiError ? (failure.fields?.value ?? reason) : reason);
      toast.error(`${cmsFailed('update', 'Setting')}${reason}`);
      if (setting.type === 'boolean') setValue(saved);
    }
  };

  const saving = save.isPending ? (
    <span role="status" className="text-xs font-normal text-muted-foreground">
      {CMS_TEXTS.saving}
    </span>
  ) : null;

  if (setting.type === 'boolean') {
    const on = value === 'true';
    return (
      <div className="grid gap-1">
        <label className="flex items-center justify-between gap-4 rounded-md border border-border p-3">
          <span className="grid gap-0.5">
            <span className="text-sm font-medium">{setting.label}</span>
            {setting.description ? (
              <span className="text-xs text-muted-foreground">{setting.description}</span>
            ) : null}
          </span>
          <span className="flex items-center gap-2">
            {saving}
            <input
              type="checkbox"
              role="switch"
              checked={on}
              aria-checked={on}
              aria-invalid={error ? true : undefined}
              disabled={save.isPending}
              className="size-5 accent-primary"
              onChange={(event) => {
                const next = event.target.checked ? 'true' : 'false';
                setValue(next);
                void commit(next);
              }}
            />
          </span>
        </label>
        {error ? <p className="text-sm text-destructive">{error}</p> : null}
      </div>
    );
  }

  return (
    <FormField
      label={
        <span className="flex flex-wrap items-center gap-2">
          {setting.label}
          {saving}
        </span>
      }
      hint={setting.description ?? undefined}
      error={error}
    >
      {(field) =>
        setting.type === 'textarea' ? (
          <Textarea
            {...field}
            rows={3}
            maxLength={SETTING_VALUE_MAX}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => void commit(value)}
          />
        ) : (
          <Input
            {...field}
            type={INPUT_TYPES[setting.type]}
            inputMode={setting.type === 'number' ? 'numeric' : undefined}
            step={setting.type === 'number' ? 1 : undefined}
            maxLength={setting.type === 'number' ? undefined : SETTING_VALUE_MAX}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => void commit(value)}
          />
        )
      }
    </FormField>
  );
}

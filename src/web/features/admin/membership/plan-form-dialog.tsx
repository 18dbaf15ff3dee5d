import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  ZPlanInput,
  type TAdminPlan,
  type TPlanInput,
  type TPlanValues,
} from '../../../../shared/admin/plans-contract';
import { BILLING_MODELS, BILLING_PERIODS } from '../../../../shared/membership/membership-contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useSavePlan } from '../api/save-plan';
import { EntitlementsEditor } from './entitlements-editor';

/** Which plan the modal edits: null for a new one; `order` is the new plan's display order. */
export type PlanEditing = { plan: TAdminPlan | null; order: number };

/** Spec §9 defaults for a new plan: recurring, monthly, usd, active, display order = number of plans. */
function initialValues({ plan, order }: PlanEditing): TPlanInput {
  if (plan === null)
    return {
      name: '',
      description: '',
      billing_model: 'recurring',
      billing_period: 'monthly',
      price_cents: 0,
      currency: 'usd',
      trial_days: 0,
      trial_price_cents: 0,
      signup_fee_cents: 0,
      is_active: true,
      display_order: order,
      entitlements: [],
    };
  return {
    name: plan.name,
    description: plan.description ?? '',
    badge_icon: plan.badge_icon,
    billing_model: plan.billing_model,
    billing_period: plan.billing_period ?? 'monthly',
    price_cents: plan.price_cents,
    currency: plan.currency,
    trial_days: plan.trial_days,
    trial_price_cents: plan.trial_price_cents,
    signup_fee_cents: plan.signup_fee_cents,
    is_active: plan.is_active,
    display_order: plan.display_order,
    entitlements: plan.entitlements.map((e) => ({ ...e })),
  };
}

/** A number field's text: empty is 'not given' (the contract's default applies), else the number typed. */
const asNumber = {
  setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)),
};

/** The Create Plan / Edit modal; it closes itself once the server has saved. */
export function PlanFormDialog({ editing, onClose }: { editing: PlanEditing | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogTitle>
          {t(editing?.plan ? 'membership.form.editTitle' : 'membership.form.createTitle')}
        </DialogTitle>
        <DialogDescription>{t('membership.form.description')}</DialogDescription>
        {editing ? <PlanForm key={editing.plan?.id ?? 'new'} editing={editing} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PlanForm({ editing, onDone }: { editing: PlanEditing; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSavePlan();
  const creating = editing.plan === null;
  const form = useForm<TPlanInput, unknown, TPlanValues>({
    resolver: zodResolver(ZPlanInput),
    defaultValues: initialValues(editing),
  });
  const { errors } = form.formState;
  const recurring = useWatch({ control: form.control, name: 'billing_model' }) === 'recurring';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: editing.plan?.id ?? null, values });
    } catch (error) {
      const reason = errorMessage(error);
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields ?? {}))
          form.setError(field as Path<TPlanInput>, { type: 'server', message });
      const text = t(creating ? 'membership.plans.createFailed' : 'membership.plans.updateFailed');
      toast.error(reason ? t('membership.plans.failedWithReason', { text, reason }) : text);
      return;
    }
    toast.success(t(creating ? 'membership.plans.created' : 'membership.plans.updated'));
    onDone();
  });

  // Prices in cents, trial days and display order: each a whole number, 0 or more.
  const wholeNumber = (
    name: 'price_cents' | 'trial_price_cents' | 'signup_fee_cents' | 'trial_days' | 'display_order',
    label: string,
  ) => (
    <FormField label={label} error={errors[name]?.message}>
      {(field) => (
        <Input
          {...field}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register(name, asNumber)}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t('membership.form.name')} error={errors.name?.message} required>
        {(field) => <Input {...field} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField label={t('membership.form.descriptionField')} error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={2} {...form.register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('membership.form.billingModel')} error={errors.billing_model?.message}>
          {(field) => (
            <NativeSelect {...field} {...form.register('billing_model')}>
              {BILLING_MODELS.map((model) => (
                <option key={model} value={model}>
                  {t(`membership.plans.billing.${model}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {recurring ? (
          <FormField label={t('membership.form.billingPeriod')} error={errors.billing_period?.message}>
            {(field) => (
              <NativeSelect {...field} {...form.register('billing_period')}>
                {BILLING_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`membership.plans.periods.${period}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : null}
        {wholeNumber('price_cents', t('membership.form.price'))}
        <FormField label={t('membership.form.currency')} error={errors.currency?.message}>
          {(field) => <Input {...field} autoComplete="off" maxLength={3} {...form.register('currency')} />}
        </FormField>
        {wholeNumber('trial_days', t('membership.form.trialDays'))}
        {wholeNumber('trial_price_cents', t('membership.form.trialPrice'))}
        {wholeNumber('signup_fee_cents', t('membership.form.signupFee'))}
        {wholeNumber('display_order', t('membership.form.displayOrder'))}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('is_active')} />
        {t('membership.form.active')}
      </label>
      <EntitlementsEditor control={form.control} register={form.register} errors={errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('membership.form.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('membership.form.save')}
        </Button>
      </div>
    </form>
  );
}

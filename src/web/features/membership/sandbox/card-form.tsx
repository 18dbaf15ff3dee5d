import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZSandboxPayment,
  type TSandboxCheckout,
  type TSandboxPayment,
} from '../../../../shared/membership/membership-contract';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { usePaySandboxCheckout } from '../api/pay-sandbox-checkout';
import { rememberPaidPlan } from '../checkout/paid-plan';
import { priceParts } from '../plans/plan-texts';
import { safeUrl } from './safe-url';

type Field = keyof TSandboxPayment;
const FIELDS: readonly Field[] = ['card_number', 'expiry', 'cvc', 'name'];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);
const EMPTY: TSandboxPayment = { card_number: '', expiry: '', cvc: '', name: '' };

/**
 * The card form of the sandbox checkout: checked with the contract's ZSandboxPayment, then paid. A
 * decline or any other failure shows in an alert above the button; the server's field errors under
 * their inputs. Paid: on to where the server says (the return page that waits for the webhook).
 */
export function CardForm({ checkout }: { checkout: TSandboxCheckout }) {
  const { t } = useTranslation('membership');
  const pay = usePaySandboxCheckout();
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useForm<TSandboxPayment, unknown, TSandboxPayment>({
    resolver: zodResolver(ZSandboxPayment),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  // The busy button dropped the focus; the alert takes it so the keyboard stays near the problem.
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const onValid = async (payment: TSandboxPayment) => {
    setFailure(null);
    try {
      const answer = await pay.mutateAsync({ id: checkout.id, payment });
      rememberPaidPlan(checkout.plan.id);
      window.location.assign(safeUrl(answer.redirect_url));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CARD_DECLINED') setFailure(t('sandbox.declined'));
      else if (!showFieldErrors(error)) setFailure(t('sandbox.payFailed'));
    }
  };

  const showFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return false;
    const fields = Object.entries(error.fields).filter(([key]) => isField(key)) as [Field, string][];
    for (const [key, message] of fields) form.setError(key, { type: 'server', message });
    if (fields[0]) form.setFocus(fields[0][0]);
    return fields.length > 0;
  };

  const { price } = priceParts(checkout.plan, t);
  return (
    <form
      noValidate
      onSubmit={(e) => void form.handleSubmit(onValid)(e)}
      className="grid content-start gap-4"
    >
      <FormField label={t('sandbox.cardNumber')} error={errors.card_number?.message} required>
        {(control) => (
          <Input
            {...control}
            {...form.register('card_number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={t('sandbox.expiry')} error={errors.expiry?.message} required>
          {(control) => (
            <Input
              {...control}
              {...form.register('expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={7}
            />
          )}
        </FormField>
        <FormField label={t('sandbox.cvc')} error={errors.cvc?.message} required>
          {(control) => (
            <Input
              {...control}
              {...form.register('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
            />
          )}
        </FormField>
      </div>
      <FormField label={t('sandbox.name')} error={errors.name?.message} required>
        {(control) => (
          <Input {...control} {...form.register('name')} autoComplete="cc-name" maxLength={100} />
        )}
      </FormField>
      {failure ? (
        <div
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          className="flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive outline-none"
        >
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {failure}
        </div>
      ) : null}
      <Button type="submit" size="lg" busy={pay.isPending || pay.isSuccess}>
        {pay.isPending || pay.isSuccess ? null : <Lock aria-hidden="true" />}
        {checkout.plan.trial_days > 0 ? t('sandbox.startTrial') : t('sandbox.pay', { price })}
      </Button>
    </form>
  );
}

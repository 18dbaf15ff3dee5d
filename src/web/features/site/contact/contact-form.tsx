import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_LIMITS,
  CONTACT_TEXTS,
  ZContactMessage,
  type TContactMessage,
  type TContactMessageInput,
} from '../../../../shared/site/site-contract';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { ContactInput, isContactField, type ContactField } from './contact-fields';
import { ContactMessageField, ContactSubjectField } from './contact-message-fields';
import { ContactSent } from './contact-sent';
import { useSendContactMessage } from './send-contact-message';

// No subject: the select starts on its empty 'Select a subject' option.
const EMPTY = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/**
 * The contact form (spec §3, §5): validated with the shared ZContactMessage before anything is sent;
 * the server's field errors land under their inputs, any other failure in an alert above the button.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendContactMessage();
  const alertRef = useRef<HTMLDivElement>(null);
  // The disabled button dropped the focus while sending; the alert takes it, so the keyboard stays near.
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);
  const form = useForm<TContactMessageInput, unknown, TContactMessage>({
    resolver: zodResolver(ZContactMessage),
    defaultValues: EMPTY,
  });

  const onValid = async (body: TContactMessage) => {
    setFailure(null);
    try {
      const answer = await send.mutateAsync(body);
      form.reset(EMPTY); // while the inputs are still mounted, so the select goes back to its first option
      setSent(answer?.message || CONTACT_TEXTS.sent);
    } catch (error) {
      if (showFieldErrors(error)) return;
      setFailure(failureText(error));
    }
  };

  /** 400 with `fields`: each message under its input, the first one focused. */
  const showFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return false;
    let first: ContactField | undefined;
    for (const [key, message] of Object.entries(error.fields)) {
      if (!isContactField(key)) continue;
      form.setError(key, { type: 'server', message });
      first ??= key;
    }
    if (!first) return false;
    form.setFocus(first);
    return true;
  };

  const failureText = (error: unknown): string => {
    if (error instanceof ApiError && error.status === 429) return error.message || CONTACT_TEXTS.tooMany;
    // No such route yet, or the server failed: its own words would not help the sender.
    if (error instanceof ApiError && (error.status === 404 || error.status >= 500)) {
      return t('form.unavailable');
    }
    return errorMessage(error);
  };

  const sendAnother = () => {
    flushSync(() => setSent(null));
    form.setFocus('firstName');
  };

  if (sent !== null) return <ContactSent message={sent} onSendAnother={sendAnother} />;

  const submitting = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-5">
        <p className="text-sm text-muted-foreground">{t('form.requiredNote')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <ContactInput
            name="firstName"
            label={t('form.firstName')}
            required
            autoComplete="given-name"
            maxLength={CONTACT_LIMITS.name}
          />
          <ContactInput
            name="lastName"
            label={t('form.lastName')}
            required
            autoComplete="family-name"
            maxLength={CONTACT_LIMITS.name}
          />
          <ContactInput
            name="email"
            label={t('form.email')}
            required
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
          />
          <ContactInput
            name="phone"
            label={t('form.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
          />
        </div>
        <ContactSubjectField />
        <ContactMessageField />
        {failure ? (
          <div
            ref={alertRef}
            role="alert"
            tabIndex={-1}
            className="flex gap-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring border border-destructive/40 bg-destructive/5 p-4 text-sm"
          >
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-semibold text-destructive">{CONTACT_TEXTS.failed}</p>
              <p className="text-foreground">{failure}</p>
            </div>
          </div>
        ) : null}
        <Button type="submit" size="lg" busy={submitting} className="w-full sm:w-auto sm:justify-self-start">
          {submitting ? t('form.sending') : t('form.send')}
        </Button>
      </form>
    </FormProvider>
  );
}

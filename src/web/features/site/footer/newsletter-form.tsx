import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { useSubscribeNewsletter } from './subscribe-newsletter';

/** The anchor the newsletter pages link to ("Subscribe again"). */
export const NEWSLETTER_ANCHOR = 'newsletter';

/**
 * 'Stay Updated': the browser checks the address (type="email", required), the server has the last
 * word. The server's message shows as a status; a failure (field error first) as an alert.
 */
export function NewsletterForm() {
  const { t } = useTranslation('footer');
  const { hash } = useLocation();
  const { state, subscribe } = useSubscribeNewsletter();
  const pending = state.status === 'pending';
  const [email, setEmail] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), hint: useId(), error: useId() };

  // The footer loads after the page, so the browser's own jump to #newsletter finds nothing: do it here.
  useEffect(() => {
    if (hash !== `#${NEWSLETTER_ANCHOR}`) return;
    inputRef.current?.scrollIntoView({ block: 'center' });
    inputRef.current?.focus({ preventScroll: true });
  }, [hash]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (await subscribe({ email: email.trim() })) setEmail('');
  }

  const error =
    state.status === 'error' ? errorText(state.error, t('newsletter.failed'), t('newsletter.network')) : null;
  const success = state.status === 'success' ? state.message || t('newsletter.checkInbox') : '';

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-2" aria-busy={pending || undefined}>
      <label htmlFor={ids.input} className="text-sm font-medium text-primary-foreground">
        {t('newsletter.emailLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <Input
          ref={inputRef}
          id={ids.input}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          readOnly={pending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          className="border-transparent"
        />
        <Button type="submit" variant="accent" busy={pending}>
          {pending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </Button>
      </div>
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <p role="status" className="text-sm font-medium text-primary-foreground">
        {success}
      </p>
      {error ? (
        <p
          id={ids.error}
          role="alert"
          className="rounded-md bg-card px-3 py-2 text-sm font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}

function errorText(error: unknown, failed: string, network: string): string {
  if (!(error instanceof ApiError)) return failed;
  if (error.code === NETWORK_ERROR) return network;
  return error.fields?.email || error.message || failed;
}

import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { useNewsletterToken, type NewsletterTokenAction } from './post-newsletter-token';

/**
 * The landing of a newsletter e-mail's link: posts its token once (a ref keeps StrictMode's second
 * effect run from posting again), then shows the server's answer. No token: invalid, nothing sent.
 */
export function NewsletterTokenPage({ action }: { action: NewsletterTokenAction }) {
  const { t } = useTranslation('newsletter');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const post = useNewsletterToken(action);
  const { mutate } = post;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  let body;
  if (!token || post.isError) {
    const message = post.error ? errorText(post.error, t('invalidLink'), t('network')) : t('invalidLink');
    body = (
      <>
        <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
        <p role="alert" className="text-lg text-foreground">
          {message}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/#newsletter">{t('subscribeAgain')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">{t('home')}</Link>
          </Button>
        </div>
      </>
    );
  } else if (post.isSuccess) {
    body = (
      <>
        <CircleCheck className="size-10 text-primary" aria-hidden="true" />
        <p role="status" className="text-lg text-foreground">
          {post.data?.message || t(`${action}.success`)}
        </p>
        <Button asChild>
          <Link to="/">{t('home')}</Link>
        </Button>
      </>
    );
  } else {
    body = (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
        {t(`${action}.loading`)}
      </p>
    );
  }

  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-primary-soft/60 to-background px-4 py-16">
      <section className="flex w-full max-w-lg flex-col items-center gap-5 rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-primary-strong">{t(`${action}.title`)}</h1>
        {body}
      </section>
    </div>
  );
}

function errorText(error: Error, invalid: string, network: string): string {
  if (!(error instanceof ApiError)) return invalid;
  if (error.code === NETWORK_ERROR) return network;
  // INVALID_TOKEN carries the text to show in its message, VALIDATION_FAILED under fields.token.
  return error.fields?.token || error.message || invalid;
}

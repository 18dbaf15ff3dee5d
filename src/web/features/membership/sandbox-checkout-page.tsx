import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TSandboxCheckout } from '../../../shared/membership/membership-contract';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageLoading } from '../../components/ui/page-loading';
import { useSandboxCheckout } from './api/get-sandbox-checkout';
import { CardForm } from './sandbox/card-form';
import { OrderSummary } from './sandbox/order-summary';
import { safeUrl } from './sandbox/safe-url';
import { TestModeBanner } from './sandbox/test-mode-banner';

/**
 * /checkout/sandbox/:id: the built-in test provider's hosted checkout (contract: TSandboxCheckout).
 * It looks and behaves like a real one, so the whole purchase can be tried without a provider account.
 */
export function SandboxCheckoutPage() {
  const { t } = useTranslation('membership');
  const { id = '' } = useParams();
  const query = useSandboxCheckout(id);
  return (
    <div className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-primary-strong">{t('sandbox.title')}</h1>
      <TestModeBanner />
      {query.isPending ? (
        <PageLoading label={t('sandbox.loading')} />
      ) : query.isError ? (
        <Notice text={t('sandbox.loadFailed')} role="alert">
          <Button asChild variant="outline">
            <Link to="/membership">{t('sandbox.backToPlans')}</Link>
          </Button>
        </Notice>
      ) : (
        <Checkout checkout={query.data} />
      )}
    </div>
  );
}

function Checkout({ checkout }: { checkout: TSandboxCheckout }) {
  const { t } = useTranslation('membership');
  if (checkout.status === 'paid') {
    return (
      <Notice text={t('sandbox.paid')} role="status">
        <Button asChild>
          <a href={safeUrl(checkout.success_url)}>{t('sandbox.continue')}</a>
        </Button>
      </Notice>
    );
  }
  if (checkout.status === 'expired') {
    return (
      <Notice text={t('sandbox.expired')} role="status">
        <Button asChild variant="outline">
          <Link to="/membership">{t('sandbox.backToPlans')}</Link>
        </Button>
      </Notice>
    );
  }
  return (
    <Card>
      <CardContent className="grid gap-8 p-6 md:grid-cols-2">
        <OrderSummary checkout={checkout} />
        <div className="grid content-start gap-4">
          <CardForm checkout={checkout} />
          <a
            href={safeUrl(checkout.cancel_url)}
            className="justify-self-center text-sm text-muted-foreground underline-offset-4 hover:underline"
          >
            {t('sandbox.cancel')}
          </a>
        </div>
      </CardContent>
    </Card>
  );
}

function Notice({ text, role, children }: { text: string; role: 'alert' | 'status'; children: ReactNode }) {
  return (
    <div
      role={role}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-4"
    >
      <p className="min-w-0 flex-1 text-sm">{text}</p>
      {children}
    </div>
  );
}

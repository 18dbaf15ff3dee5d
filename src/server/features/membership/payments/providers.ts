import type { Deps } from '../../../http/app-env.ts';
import type { PaymentProvider, PaymentProviderName } from './provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

export type PaymentProviders = {
  /** The provider new checkouts use: Stripe when configured, else the sandbox. */
  checkout: PaymentProvider;
  /** The provider of an existing membership or webhook; undefined when it is not configured here. */
  byName: (name: string) => PaymentProvider | undefined;
};

// One set per Deps (per running app), built on first use.
const built = new WeakMap<Deps, PaymentProviders>();

export function paymentProviders(deps: Deps): PaymentProviders {
  const existing = built.get(deps);
  if (existing) return existing;
  const sandbox = sandboxProvider(deps.config, deps.clock);
  const all = new Map<PaymentProviderName, PaymentProvider>([['sandbox', sandbox]]);
  const stripe = deps.config.payments.stripe;
  if (stripe) all.set('stripe', stripeProvider(stripe, deps.clock));
  const providers: PaymentProviders = {
    checkout: all.get('stripe') ?? sandbox,
    byName: (name) => all.get(name as PaymentProviderName),
  };
  built.set(deps, providers);
  return providers;
}

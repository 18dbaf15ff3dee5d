import { z } from '@hono/zod-openapi';
import {
  BILLING_MODELS,
  BILLING_PERIODS,
  CHECKOUT_STATUSES,
  type TCheckoutReply,
  type TSandboxCheckout,
  type TSandboxPaymentReply,
} from '../../../shared/membership/membership-contract.ts';

/** Checkout answers for /api/openapi.json, each checked against its type in the shared contract. */

export const ZCheckoutReply = z
  .object({ url: z.string().openapi({ description: 'Where to pay: the provider’s hosted checkout' }) })
  .openapi('CheckoutReply') satisfies z.ZodType<TCheckoutReply>;

export const ZSandboxCheckout = z
  .object({
    id: z.string(),
    status: z.enum(CHECKOUT_STATUSES),
    email: z.string(),
    plan: z.object({
      id: z.string(),
      name: z.string(),
      price_cents: z.number().int(),
      currency: z.string(),
      billing_model: z.enum(BILLING_MODELS),
      billing_period: z.enum(BILLING_PERIODS).nullable(),
      trial_days: z.number().int(),
    }),
    success_url: z.string(),
    cancel_url: z.string(),
  })
  .openapi('SandboxCheckout') satisfies z.ZodType<TSandboxCheckout>;

export const ZSandboxPaymentReply = z
  .object({ status: z.literal('paid'), redirect_url: z.string() })
  .openapi('SandboxPaymentReply') satisfies z.ZodType<TSandboxPaymentReply>;

export const ZWebhookReply = z
  .object({
    received: z.literal(true),
    outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored']),
  })
  .openapi('WebhookReply');

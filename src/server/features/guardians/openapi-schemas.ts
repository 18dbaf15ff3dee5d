import { z } from '@hono/zod-openapi';
import {
  GUARDIAN_RELATIONSHIPS,
  type TGuardianAcceptReply,
  type TGuardianAccessPage,
  type TGuardianInvitation,
  type TGuardianList,
  type TGuardianshipReply,
  type TWard,
  type TWardList,
} from '../../../shared/safety/guardian-contract.ts';

/** The guardians area's answers for /api/openapi.json, each checked against its contract type. */

const at = z.string().nullable();
const relationship = z.enum(GUARDIAN_RELATIONSHIPS);

export const ZGuardianship = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().openapi({ description: "The guardian's first name, as the member gave it" }),
    relationship,
    status: z.enum(['invited', 'accepted', 'active', 'revoked']),
    expired: z.boolean().openapi({ description: 'An invitation nobody accepted within 14 days' }),
    weekly_summary: z.boolean(),
    invited_at: z.string(),
    accepted_at: at,
    confirmed_at: at,
    revoked_at: at,
  })
  .openapi('Guardianship');

export const ZGuardianList = z
  .object({ guardians: z.array(ZGuardianship), max: z.number().int() })
  .openapi('GuardianList') satisfies z.ZodType<TGuardianList>;

export const ZGuardianshipReply = z.object({
  guardianship: ZGuardianship,
}) satisfies z.ZodType<TGuardianshipReply>;

export const ZGuardianAccessPage = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        guardian: z.object({ id: z.string(), name: z.string(), relationship }),
        kind: z.enum(['connections', 'conversation', 'live']),
        connection: z.object({ id: z.string(), partner_name: z.string().nullable() }).nullable(),
        created_at: z.string(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .openapi('GuardianAccessPage') satisfies z.ZodType<TGuardianAccessPage>;

export const ZGuardianInvitation = z
  .object({
    member_name: z.string().openapi({ description: "The member's first name" }),
    guardian_name: z.string(),
    relationship,
    email: z.string().openapi({ description: 'The invited address: the accepting account must have it' }),
    weekly_summary: z.boolean().openapi({ description: "The member's suggestion; the guardian decides" }),
    expires_at: z.string(),
  })
  .openapi('GuardianInvitation') satisfies z.ZodType<TGuardianInvitation>;

export const ZWard = z
  .object({
    member_id: z.string(),
    name: z.string().nullable(),
    photo_url: z.string().nullable(),
    photo_hidden: z.boolean(),
    status: z
      .enum(['accepted', 'active'])
      .openapi({ description: 'accepted: waiting for the member to confirm' }),
    relationship,
    weekly_summary: z.boolean(),
    since: z.string(),
  })
  .openapi('Ward') satisfies z.ZodType<TWard>;

export const ZWardList = z
  .object({ wards: z.array(ZWard) })
  .openapi('WardList') satisfies z.ZodType<TWardList>;

export const ZGuardianAcceptReply = z.object({
  ward: ZWard,
  account_kind: z.enum(['member', 'guardian']),
}) satisfies z.ZodType<TGuardianAcceptReply>;

export const ZGuardianshipIdParam = z.object({
  id: z.string().max(64).openapi({ description: 'Guardianship id (uuid); anything else answers 404' }),
});

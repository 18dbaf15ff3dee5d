import { z } from 'zod';
import { ZEmail } from '../auth/auth-contract.ts';
import { issue } from '../validation/issues.ts';
import { ZGuardianFirstName } from './guardian-name.ts';

/**
 * The guardian (wali) contract (issue 23 item 5, DESIGN.md "safety"): a member invites a guardian by
 * e-mail, the guardian accepts with an account of that address, the member confirms, and from then on
 * the guardian reads the member's connections and conversations (read-only) until the member revokes.
 * Every read is logged for the member. Messages are issue codes (src/shared/validation).
 */

/** How the guardian is related to the member, in the order the form lists them. */
export const GUARDIAN_RELATIONSHIPS = [
  'father',
  'mother',
  'brother',
  'sister',
  'uncle',
  'aunt',
  'grandparent',
  'other_relative',
] as const;
export type TGuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

/** A member has at most this many live guardians (invited, accepted or active). */
export const GUARDIANS_MAX = 3;
/** An invitation link works this long. */
export const GUARDIAN_INVITATION_DAYS = 14;
export const GUARDIAN_ACCESS_PAGE_SIZE = 20;
/** The weekly summary goes at most once in this many days. */
export const GUARDIAN_SUMMARY_DAYS = 7;

/** POST /api/me/guardians. */
export const ZGuardianInvite = z.strictObject({
  email: ZEmail,
  name: ZGuardianFirstName,
  relationship: z.enum(GUARDIAN_RELATIONSHIPS, { error: issue('choose_relationship') }),
  weekly_summary: z.boolean().optional(),
});
export type TGuardianInviteInput = z.input<typeof ZGuardianInvite>;

/** An invitation's one-time token: 43 base64url characters (256 random bits). */
export const ZGuardianToken = z
  .string({ error: issue('required') })
  .min(1, issue('required'))
  .max(128, issue('invalid'))
  .regex(/^[A-Za-z0-9_-]+$/, issue('invalid'));

/** POST /api/guardian/invitations/accept: the guardian may choose the weekly summary here. */
export const ZGuardianAccept = z.strictObject({
  token: ZGuardianToken,
  weekly_summary: z.boolean().optional(),
});
export type TGuardianAcceptInput = z.input<typeof ZGuardianAccept>;

/** GET /api/guardian/invitation?token=. */
export const ZGuardianInvitationQuery = z.object({ token: ZGuardianToken });

/** GET /api/me/guardians/access?page=. */
export const ZGuardianAccessQuery = z.object({
  page: z.coerce
    .number({ error: issue('whole_number') })
    .int(issue('whole_number'))
    .min(1)
    .max(10_000)
    .default(1),
});

// ---- Answers (plain types: the web imports them with `import type`, which pulls no zod).

export type TGuardianStatus = 'invited' | 'accepted' | 'active' | 'revoked';

/** One of my guardians, as I (the member) see them. */
export type TGuardianship = {
  id: string;
  email: string;
  name: string;
  relationship: TGuardianRelationship;
  status: TGuardianStatus;
  /** An invitation nobody accepted within 14 days: the link no longer works (revoke and invite again). */
  expired: boolean;
  weekly_summary: boolean;
  invited_at: string;
  accepted_at: string | null;
  confirmed_at: string | null;
  revoked_at: string | null;
};

/** GET /api/me/guardians: live ones first (newest first), then the latest revoked ones. */
export type TGuardianList = { guardians: TGuardianship[]; max: number };

/** POST /api/me/guardians, POST /api/me/guardians/:id/confirm, DELETE /api/me/guardians/:id. */
export type TGuardianshipReply = { guardianship: TGuardianship };

export type TGuardianAccessKind = 'connections' | 'conversation' | 'live';

/** One read a guardian made, as the member sees it. */
export type TGuardianAccess = {
  id: string;
  guardian: { id: string; name: string; relationship: TGuardianRelationship };
  kind: TGuardianAccessKind;
  /** The conversation read (kind 'conversation'), with the partner's name; null otherwise. */
  connection: { id: string; partner_name: string | null } | null;
  created_at: string;
};

/** GET /api/me/guardians/access?page=: newest first. */
export type TGuardianAccessPage = {
  items: TGuardianAccess[];
  total: number;
  page: number;
  page_size: number;
};

/** GET /api/guardian/invitation?token=: what the accept page shows before anyone signs in. */
export type TGuardianInvitation = {
  /** The member's first name. */
  member_name: string;
  guardian_name: string;
  relationship: TGuardianRelationship;
  /** The address the invitation was sent to: the accepting account must have it. */
  email: string;
  /** The member suggests the weekly summary; the guardian decides when accepting. */
  weekly_summary: boolean;
  expires_at: string;
};

/** A member I am the guardian of. `accepted`: waiting for the member to confirm (no photo yet). */
export type TWard = {
  member_id: string;
  /** The member's first name while waiting, their full name once active. */
  name: string | null;
  photo_url: string | null;
  photo_hidden: boolean;
  status: 'accepted' | 'active';
  relationship: TGuardianRelationship;
  weekly_summary: boolean;
  since: string;
};

/** GET /api/guardian/wards. */
export type TWardList = { wards: TWard[] };

/** POST /api/guardian/invitations/accept. */
export type TGuardianAcceptReply = {
  ward: TWard;
  /** 'guardian' when this account had no member profile: it now reaches the guardian's screens only. */
  account_kind: 'member' | 'guardian';
};

/** The other member's active guardian, as a connection or profile shows it: the first name only. */
export type TPartnerGuardian = { name: string };

/** A profile page's note (GET /api/profiles/:userId): the member has an active guardian who reads. */
export type TGuardianPresence = { guardian: TPartnerGuardian | null };

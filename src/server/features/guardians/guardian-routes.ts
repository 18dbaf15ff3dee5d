import { createRoute } from '@hono/zod-openapi';
import { ZGuardianAccept, ZGuardianInvitationQuery } from '../../../shared/safety/guardian-contract.ts';
import { errorResponse, json, jsonBody } from '../../http/openapi.ts';
import { accountRouter, createRouter } from '../../http/router.ts';
import { NO_HIDDEN_PHOTOS } from '../../domain/member/photo-privacy.ts';
import { acceptInvitation, openInvitation } from './invitation-service.ts';
import { ZGuardianAcceptReply, ZGuardianInvitation, ZWardList } from './openapi-schemas.ts';
import { presentInvitation, presentWard } from './presenter.ts';
import { listWards } from './ward-service.ts';

const tags = ['guardians'];
const anonymous = errorResponse('UNAUTHORIZED: not signed in');
const closed = {
  404: errorResponse('INVITATION_NOT_FOUND: unknown, already used or revoked'),
  410: errorResponse('INVITATION_EXPIRED: older than 14 days'),
};

const invitation = createRoute({
  method: 'get',
  path: '/api/guardian/invitation',
  tags,
  summary:
    "Who invited me as a guardian, by the mail's one-time token (no sign-in needed: the token is the secret). Nothing changes.",
  request: { query: ZGuardianInvitationQuery },
  responses: {
    200: json(ZGuardianInvitation, 'The open invitation'),
    400: errorResponse('VALIDATION_FAILED: token'),
    ...closed,
  },
});

const accept = createRoute({
  method: 'post',
  path: '/api/guardian/invitations/accept',
  tags,
  summary:
    'Accept an invitation { token, weekly_summary? } with the signed-in account, whose e-mail must be the invited address (any case). An account without a member profile becomes a guardian account. The member confirms next.',
  request: jsonBody(ZGuardianAccept),
  responses: {
    200: json(ZGuardianAcceptReply, 'Accepted: waiting for the member to confirm'),
    400: errorResponse('VALIDATION_FAILED: token'),
    401: anonymous,
    403: errorResponse('INVITATION_OTHER_EMAIL: signed in with another address; GUARDIAN_SELF'),
    ...closed,
  },
});

const wards = createRoute({
  method: 'get',
  path: '/api/guardian/wards',
  tags,
  summary:
    'The members I am the guardian of: active ones (name and photo by the normal photo rules) and those yet to confirm me (first name only).',
  responses: { 200: json(ZWardList, 'My wards'), 401: anonymous },
});

/**
 * The guardian's own routes (issue 23 item 5): any signed-in account, members and guardian accounts
 * alike (accountRouter). What they read of a ward is the connections area's (guardian-read-routes.ts).
 */
export function guardianRoutes() {
  const app = createRouter();

  app.openapi(invitation, async (c) => {
    const row = await openInvitation(c.var.deps, c.req.valid('query').token);
    return c.json(presentInvitation(row), 200);
  });

  const signedIn = accountRouter();
  signedIn.openapi(accept, async (c) => {
    const {
      invitation: row,
      acceptedAt,
      accountKind,
    } = await acceptInvitation(c.var.deps, c.var.viewer, c.req.valid('json'));
    const ward = presentWard(
      {
        memberId: row.memberId,
        status: 'accepted',
        relationship: row.relationship,
        weeklySummary: row.weeklySummary,
        acceptedAt,
        confirmedAt: null,
        accountName: row.memberName,
        fullName: null,
        thumbUrl: null,
      },
      NO_HIDDEN_PHOTOS,
    );
    return c.json({ ward, account_kind: accountKind }, 200);
  });

  signedIn.openapi(wards, async (c) => {
    const { rows, hidden } = await listWards(c.var.deps, c.var.viewer.id);
    return c.json({ wards: rows.map((row) => presentWard(row, hidden)) }, 200);
  });

  app.route('/', signedIn);
  return app;
}

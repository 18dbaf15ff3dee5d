import { expect, request as playwrightRequest } from '@playwright/test';
import type { TModerationQueue } from '../../src/shared/safety/moderation-contract.ts';
import { E2E_ADMIN, E2E_URL } from './env.ts';

const ORIGIN = { origin: E2E_URL };

/**
 * A moderator's approval of a member's new photo (issue 23 item 2: photos wait for one before other
 * members see them), through the moderation API as the e2e admin: for journeys about something else
 * whose members need their photos shown.
 */
export async function approvePhotoOf(userId: string): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL: E2E_URL });
  try {
    const signIn = await admin.post('/api/auth/sign-in/email', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers: ORIGIN,
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const queue = (await (await admin.get('/api/moderation/queue?kind=photo')).json()) as TModerationQueue;
    const item = queue.items.find((candidate) => candidate.member.user_id === userId);
    expect(item, `the photo of ${userId} waits in the queue`).toBeDefined();
    const claim = await admin.post(`/api/moderation/items/${item!.id}/claim`, { headers: ORIGIN });
    expect(claim.status(), await claim.text()).toBe(200);
    const decided = await admin.post(`/api/moderation/items/${item!.id}/decision`, {
      data: { decision: 'approve', reason: 'A clear, modest photo' },
      headers: ORIGIN,
    });
    expect(decided.status(), await decided.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/** The admin makes a member a moderator, through the admin API (as the admin screens do). */
export async function makeModerator(userId: string): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL: E2E_URL });
  try {
    const signedIn = await admin.post('/api/auth/sign-in/email', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
      headers: ORIGIN,
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const role = await admin.put(`/api/admin/users/${userId}/role`, {
      data: { role: 'moderator' },
      headers: ORIGIN,
    });
    expect(role.status(), await role.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

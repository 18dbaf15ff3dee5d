// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildConnection, buildMessage } from '../../test/connection-builders';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { GuardianHomePage } from './guardian-home-page';
import { buildWard } from './guardian-test-data';
import { InvitationPage } from './invitation-page';
import { WardChatPage } from './ward-chat-page';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('guardians', { en: () => import('./i18n/en.json') });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const guardianMe = buildMe({
  user: { id: 'g1', email: 'yusuf@example.com', name: 'Yusuf Rahman', email_verified: true, created_at: '' },
  account_kind: 'guardian',
});

describe('the guardian’s home', () => {
  it('lists active wards with the way in, and those still to confirm', async () => {
    stubApi({
      'GET /api/guardian/wards': () =>
        json({ wards: [buildWard(), buildWard({ member_id: 'w2', name: 'Maryam', status: 'accepted' })] }),
    });
    renderWithApp(<GuardianHomePage />, { me: guardianMe, path: '/guardian' });
    const open = await screen.findByRole('link', { name: "Read Amina Rahman's conversations" });
    expect(open.getAttribute('href')).toBe('/guardian/wards/w1');
    expect(screen.getByText("You are Amina Rahman's father")).toBeTruthy();
    expect(screen.getByText('Waiting for Maryam to confirm you')).toBeTruthy();
  });

  it('says so when there is nobody yet', async () => {
    stubApi({ 'GET /api/guardian/wards': () => json({ wards: [] }) });
    renderWithApp(<GuardianHomePage />, { me: guardianMe, path: '/guardian' });
    expect(await screen.findByText('No members yet')).toBeTruthy();
  });
});

describe('a ward’s conversation', () => {
  const path = '/guardian/wards/w1/chats/c1';
  const routePath = '/guardian/wards/:memberId/chats/:connectionId';
  const base = '/api/guardian/wards/w1/connections/c1';

  it('shows the messages of both sides, read-only: no message box, nothing to press but Back', async () => {
    stubApi({
      'GET /api/guardian/wards': () => json({ wards: [buildWard()] }),
      [`GET ${base}`]: () =>
        json({
          connection: buildConnection({
            id: 'c1',
            requester_id: 'u9',
            recipient_id: 'w1',
            direction: 'incoming',
            other: { ...buildConnection().other, user_id: 'u9', full_name: 'Bilal Haddad' },
          }),
        }),
      [`GET ${base}/messages`]: () =>
        json({
          messages: [
            buildMessage({ id: 'm1', sender_id: 'u9', content: 'Assalamu alaikum' }),
            buildMessage({ id: 'm2', sender_id: 'w1', content: 'Wa alaykum salaam' }),
          ],
          has_more: false,
        }),
    });
    renderWithApp(<WardChatPage />, { me: guardianMe, path, routePath });
    expect(await screen.findByText('Wa alaykum salaam')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Amina Rahman and Bilal Haddad' })).toBeTruthy();
    expect(screen.getByText(/There is no way to write here/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(
      screen.getByRole('log', { name: 'Conversation between Amina Rahman and Bilal Haddad' }),
    ).toBeTruthy();
  });

  it('says the conversation is not available when the ward ended the access (404)', async () => {
    const gone = () => json({ error: { code: 'NOT_FOUND', message: 'Member not found' } }, 404);
    stubApi({
      'GET /api/guardian/wards': () => json({ wards: [] }),
      [`GET ${base}`]: gone,
      [`GET ${base}/messages`]: gone,
    });
    renderWithApp(<WardChatPage />, { me: guardianMe, path, routePath });
    expect(await screen.findByText('This conversation is not available to you.')).toBeTruthy();
  });
});

describe('the invitation page', () => {
  const invitation = {
    member_name: 'Amina',
    guardian_name: 'Yusuf',
    relationship: 'father',
    email: 'yusuf@example.com',
    weekly_summary: true,
    expires_at: '2026-12-01T00:00:00.000Z',
  };

  it('says a used, withdrawn or expired link does not work', async () => {
    stubApi({
      'GET /api/guardian/invitation': () =>
        json({ error: { code: 'INVITATION_EXPIRED', message: 'This invitation has expired.' } }, 410),
    });
    renderWithApp(<InvitationPage />, {
      me: null,
      path: '/guardian/invite?token=abc',
      routePath: '/guardian/invite',
    });
    expect(await screen.findByText('This invitation link does not work')).toBeTruthy();
  });

  it('lets a visitor create a guardian account with the invited address, coming back here after verifying', async () => {
    const spy = stubApi({
      'GET /api/guardian/invitation': () => json(invitation),
      'POST /api/auth/sign-up/email': () => json({ user: null }),
    });
    renderWithApp(<InvitationPage />, {
      me: null,
      path: '/guardian/invite?token=abc',
      routePath: '/guardian/invite',
    });
    expect(
      await screen.findByText('Amina has named you, their father, as a guardian (wali) on Mithaq.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Yusuf Rahman' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a-long-secret' } });
    fireEvent.change(screen.getByLabelText(/Confirm password/), { target: { value: 'a-long-secret' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Terms of Use/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create guardian account' }));
    expect(await screen.findByText('Check your e-mail')).toBeTruthy();
    const body = JSON.parse(
      String(spy.mock.calls.find(([, i]) => i?.method === 'POST')?.[1]?.body),
    ) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Yusuf Rahman',
      email: 'yusuf@example.com',
      accept_terms: true,
      callbackURL: '/guardian/invite?token=abc',
    });
  });

  it('accepts with the invited account, and refuses to with another', async () => {
    const spy = stubApi({
      'GET /api/guardian/invitation': () => json(invitation),
      'POST /api/guardian/invitations/accept': () =>
        json({ ward: buildWard({ status: 'accepted', name: 'Amina' }), account_kind: 'guardian' }),
    });
    const other = buildMe({ user: { ...guardianMe.user, email: 'someone@example.com' } });
    renderWithApp(<InvitationPage />, {
      me: other,
      path: '/guardian/invite?token=abc',
      routePath: '/guardian/invite',
    });
    expect(await screen.findByText(/You are signed in as someone@example.com/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
    cleanup();
    renderWithApp(<InvitationPage />, {
      me: buildMe({ user: { ...guardianMe.user } }),
      path: '/guardian/invite?token=abc',
      routePath: '/guardian/invite',
      routes: [{ path: '/guardian', element: <p>guardian home</p> }],
    });
    expect(
      (
        (await screen.findByRole('checkbox', {
          name: 'Send me a weekly summary by e-mail',
        })) as HTMLInputElement
      ).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('guardian home')).toBeTruthy();
    const body = JSON.parse(
      String(spy.mock.calls.find(([, i]) => i?.method === 'POST')?.[1]?.body),
    ) as unknown;
    expect(body).toEqual({ token: 'abc', weekly_summary: true });
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('You accepted. Amina will confirm you next.'),
    );
  });
});

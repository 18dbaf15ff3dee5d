// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMe } from '../../../shared/profiles/profile-contract';
import { buildConnection } from '../../test/connection-builders';
import { LocationProbe } from '../../test/location-probe';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, pending, stubApi } from '../../test/stub-api';
import { useMyMembership } from '../membership/get-my-membership';
import { buildFreeMe } from '../membership/membership-test-builders';
import { ConnectionButton } from './connection-button';
import { connectionState } from './connection-state';

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const notFound = () => json({ error: { code: 'NOT_FOUND', message: 'Connection not found' } }, 404);

/**
 * The button asks GET /api/connections/with?user_ids=u2 (batched lookups): the tests describe the one
 * connection (or a 404 for none), and this turns that into the list answer.
 */
function asLookup(answer: (init: RequestInit | undefined) => Response | Promise<Response>) {
  return async (init: RequestInit | undefined) => {
    const response = await answer(init);
    if (response.status === 404) return json({ connections: [] });
    if (!response.ok) return response;
    const { connection } = (await response.json()) as { connection: unknown };
    return json({ connections: [connection] });
  };
}

function renderButton(
  withAnswer: (init: RequestInit | undefined) => Response | Promise<Response>,
  {
    context = 'profile',
    me = buildMe(),
    extra = {},
  }: {
    context?: 'profile' | 'card';
    me?: TMe | null;
    extra?: Parameters<typeof stubApi>[0];
  } = {},
) {
  const spy = stubApi({ 'GET /api/connections/with': asLookup(withAnswer), ...extra });
  renderWithApp(<ConnectionButton userId="u2" name="Yusuf Rahman" context={context} />, {
    me,
    routes: [{ path: '/chat/:id', element: <LocationProbe /> }],
  });
  return spy;
}

describe('connectionState', () => {
  it('reads the connection from the viewer’s side', () => {
    expect(connectionState(null)).toBe('none');
    expect(connectionState(buildConnection({ status: 'pending', direction: 'outgoing' }))).toBe('sent');
    expect(connectionState(buildConnection({ status: 'pending', direction: 'incoming' }))).toBe('received');
    expect(connectionState(buildConnection({ status: 'accepted' }))).toBe('connected');
    expect(connectionState(buildConnection({ status: 'rejected', direction: 'outgoing' }))).toBe('sent');
    expect(connectionState(buildConnection({ status: 'rejected', direction: 'incoming' }))).toBe('declined');
  });
});

describe('ConnectionButton', () => {
  it('offers Connect, sends the request and turns into a disabled Request Sent', async () => {
    const spy = renderButton(notFound, {
      extra: {
        'POST /api/connections': () =>
          json({ connection: buildConnection({ status: 'pending', direction: 'outgoing' }) }, 201),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    const sent = await screen.findByRole('button', { name: 'Request Sent' });
    expect(sent.hasAttribute('disabled')).toBe(true);
    expect(toastMock.success).toHaveBeenCalledWith('Connection request sent successfully!');
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ recipient_id: 'u2' });
  });

  it('says so when a connection already exists (409), and when signed out (401)', async () => {
    renderButton(notFound, {
      extra: {
        'POST /api/connections': () =>
          json(
            { error: { code: 'CONNECTION_EXISTS', message: 'Connection already exists with this user' } },
            409,
          ),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Connection already exists with this user'),
    );
    cleanup();
    renderButton(notFound, {
      extra: { 'POST /api/connections': () => json({ error: { code: 'UNAUTHORIZED', message: 'no' } }, 401) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('You must be logged in to send connection requests'),
    );
  });

  it('names other failures with the spec text and the server’s reason', async () => {
    renderButton(notFound, {
      extra: {
        'POST /api/connections': () =>
          json({ error: { code: 'PROFILE_INCOMPLETE', message: 'Complete your profile first' } }, 400),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Failed to send connection request', {
        description: 'Complete your profile first',
      }),
    );
  });

  it('gives the server’s reason when too many requests were sent (429)', async () => {
    const message =
      'You have sent many connection requests in a short time. Please wait a while before sending more.';
    renderButton(notFound, {
      extra: { 'POST /api/connections': () => json({ error: { code: 'RATE_LIMITED', message } }, 429) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Failed to send connection request', {
        description: message,
      }),
    );
  });

  it('offers the plans with the server’s words, not an error toast, when the plan refuses (403)', async () => {
    const message = 'Usage limit exceeded. Please upgrade your plan.';
    renderButton(notFound, {
      extra: {
        'POST /api/connections': () => json({ error: { code: 'USAGE_LIMIT_EXCEEDED', message } }, 403),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/membership');
    expect(toastMock.error).not.toHaveBeenCalled();
    // Connect stays: after upgrading the member presses it again, and the prompt goes with the new try.
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('asks for my usage again after a request is sent (a contact credit was spent)', async () => {
    function UsageWatcher() {
      useMyMembership();
      return null;
    }
    const spy = stubApi({
      'GET /api/connections/with': asLookup(notFound),
      'GET /api/membership/me': () => json(buildFreeMe()),
      'POST /api/connections': () =>
        json({ connection: buildConnection({ status: 'pending', direction: 'outgoing' }) }, 201),
    });
    renderWithApp(
      <>
        <UsageWatcher />
        <ConnectionButton userId="u2" name="Yusuf Rahman" context="profile" />
      </>,
      { me: buildMe() },
    );
    const usageCalls = () => spy.mock.calls.filter(([url]) => String(url) === '/api/membership/me').length;
    await waitFor(() => expect(usageCalls()).toBe(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    await screen.findByRole('button', { name: 'Request Sent' });
    await waitFor(() => expect(usageCalls()).toBe(2));
  });

  it('lets the recipient Accept or Decline a request received', async () => {
    renderButton(() => json({ connection: buildConnection({ status: 'pending', direction: 'incoming' }) }), {
      extra: {
        'PATCH /api/connections/c1': () =>
          json({ connection: buildConnection({ status: 'accepted', direction: 'incoming' }) }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Decline: Yusuf Rahman' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept: Yusuf Rahman' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Connection request accepted!'));
    expect(await screen.findByRole('link', { name: 'Message' })).toBeTruthy();
  });

  it('opens the chat: Message on a profile, Chat with a notice on a match card', async () => {
    renderButton(() => json({ connection: buildConnection() }));
    const link = await screen.findByRole('link', { name: 'Message' });
    expect(link.getAttribute('href')).toBe('/chat/c1?with=u2');
    cleanup();
    renderButton(() => json({ connection: buildConnection() }), { context: 'card' });
    fireEvent.click(await screen.findByRole('button', { name: 'Chat' }));
    expect(toastMock).toHaveBeenCalledWith('Starting conversation with Yusuf Rahman');
    expect(await screen.findByTestId('location-search')).toBeTruthy();
  });

  it('shows nothing to visitors or on one’s own profile, and a placeholder while it asks', async () => {
    renderButton(notFound, { me: null });
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderButton(notFound, { me: buildMe({ user: { ...buildMe().user, id: 'u2' } }) });
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderButton(pending);
    expect(await screen.findByText('Checking your connection...')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TConnection } from '../../../shared/connections/connection-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildConnection } from '../../test/connection-builders';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json } from '../../test/stub-api';
import { MessagesPage } from './messages-page';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('connections', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const chat = buildConnection({
  last_message: { content: 'See you at the masjid', sender_id: 'u1', created_at: new Date().toISOString() },
  unread_count: 2,
});
const received = buildConnection({
  id: 'c2',
  status: 'pending',
  direction: 'incoming',
  other: {
    user_id: 'u3',
    full_name: 'Bilal Qureshi',
    profile_photo_url: null,
    profile_photo_thumb_url: null,
    photo_hidden: false,
    verified: false,
  },
});
const sent = buildConnection({
  id: 'c3',
  status: 'pending',
  direction: 'outgoing',
  other: {
    user_id: 'u4',
    full_name: 'Omar Farouk',
    profile_photo_url: null,
    profile_photo_thumb_url: null,
    photo_hidden: false,
    verified: false,
  },
});

type Handlers = Record<string, (init: RequestInit | undefined) => Response>;

/** GET /api/connections answers by ?status=; `extra` handlers ("METHOD /path") win. */
function renderPage(lists: { accepted: TConnection[]; pending: TConnection[] }, extra: Handlers = {}) {
  const counts = {
    chats: lists.accepted.length,
    incoming_requests: lists.pending.filter((c) => c.direction === 'incoming').length,
    outgoing_requests: lists.pending.filter((c) => c.direction === 'outgoing').length,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const handler = extra[`${init?.method ?? 'GET'} ${url.pathname}`];
      if (handler) return handler(init);
      const status = url.searchParams.get('status') === 'pending' ? 'pending' : 'accepted';
      return json({ connections: lists[status], next_cursor: null, counts });
    }),
  );
  renderWithApp(<MessagesPage />, { me: buildMe(), path: '/messages' });
}

describe('MessagesPage', () => {
  it('lists chats with the last message (own: You:), time and the unread badge', async () => {
    renderPage({ accepted: [chat], pending: [received, sent] });
    const row = await screen.findByRole('link', { name: /Yusuf Rahman/ });
    expect(row.getAttribute('href')).toBe('/chat/c1?with=u2');
    expect(within(row).getByText('You: See you at the masjid')).toBeTruthy();
    expect(within(row).getByText('2 unread messages')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Chats (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Requests (1)' })).toBeTruthy();
  });

  it('shows Find Matches when there is no chat, and No pending requests', async () => {
    renderPage({ accepted: [], pending: [] });
    expect((await screen.findByRole('link', { name: 'Find Matches' })).getAttribute('href')).toBe('/matches');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Requests (0)' }));
    expect(await screen.findByText('No pending requests')).toBeTruthy();
  });

  it('accepts a request received and withdraws one sent', async () => {
    renderPage(
      { accepted: [], pending: [received, sent] },
      {
        'PATCH /api/connections/c2': () => json({ connection: { ...received, status: 'accepted' } }),
        'DELETE /api/connections/c3': () => new Response(null, { status: 204 }),
      },
    );
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Requests (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept: Bilal Qureshi' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Connection request accepted!'));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw: Omar Farouk' }));
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Connection request withdrawn'));
  });

  it("says 'Failed to load connections' and offers Retry", async () => {
    renderPage(
      { accepted: [], pending: [] },
      {
        'GET /api/connections': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
      },
    );
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to load connections'), {
      timeout: 5000,
    });
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });
});

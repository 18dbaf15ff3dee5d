// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TSendMessage } from '../../../shared/connections/connection-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildConnection, buildMessage } from '../../test/connection-builders';
import { LocationProbe } from '../../test/location-probe';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, pending, stubApi } from '../../test/stub-api';
import { ChatPage } from './chat-page';

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

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as TSendMessage;

function renderChat(handlers: Parameters<typeof stubApi>[0]) {
  const spy = stubApi({
    'GET /api/connections/c1': () => json({ connection: buildConnection() }),
    'GET /api/realtime/presence': () =>
      json({ presence: [{ user_id: 'u2', online: true, last_seen_at: null }] }),
    'POST /api/connections/c1/read': () => json({ read: 0, read_at: null }),
    ...handlers,
  });
  renderWithApp(<ChatPage />, {
    me: buildMe(),
    path: '/chat/c1?with=u2',
    routePath: '/chat/:connectionId',
    routes: [{ path: '/messages', element: <LocationProbe /> }],
  });
  return spy;
}

const box = () => screen.getByRole('textbox', { name: 'Message to Yusuf Rahman' });
const sends = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls.filter(([url, init]) => String(url).endsWith('/messages') && init?.method === 'POST');

describe('ChatPage', () => {
  it("shows the empty state, the partner's name and live presence", async () => {
    renderChat({ 'GET /api/connections/c1/messages': () => json({ messages: [], has_more: false }) });
    expect(await screen.findByText('Start your conversation with Yusuf Rahman')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yusuf Rahman' }).getAttribute('href')).toBe('/profile/u2');
    expect(await screen.findByText('Online')).toBeTruthy();
    for (const name of ['Voice call (coming soon)', 'Video call (coming soon)']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
    }
    expect(screen.getByRole('button', { name: 'Safety options for Yusuf Rahman' })).toBeTruthy();
  });

  it('sends trimmed text once; a failed send keeps its client_id for Retry, so it cannot double', async () => {
    let attempt = 0;
    const spy = renderChat({
      'GET /api/connections/c1/messages': () => json({ messages: [], has_more: false }),
      'POST /api/connections/c1/messages': (init) => {
        attempt += 1;
        if (attempt === 1) return json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500);
        const body = bodyOf(init);
        return json(
          buildMessage({ id: 'm1', sender_id: 'u1', client_id: body.client_id, content: body.content }),
          201,
        );
      },
    });
    await screen.findByText('Start your conversation with Yusuf Rahman');

    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.change(box(), { target: { value: '  Assalamu alaikum  ' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true }); // a new line, not a send
    expect(sends(spy)).toHaveLength(0);

    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(await screen.findByText('Not sent —')).toBeTruthy();
    expect(toastMock.error).toHaveBeenCalledWith('Failed to send message', undefined);
    const first = bodyOf(sends(spy)[0]?.[1]);
    expect(first.content).toBe('Assalamu alaikum');
    expect(first.client_id).toMatch(/^[0-9a-f-]{36}$/);
    // The text now lives in the 'Not sent' bubble; the box is free for the next message.
    await waitFor(() => expect((box() as HTMLTextAreaElement).value).toBe(''));

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Sent')).toBeTruthy());
    expect(sends(spy)).toHaveLength(2);
    expect(bodyOf(sends(spy)[1]?.[1]).client_id).toBe(first.client_id);
    expect(screen.getAllByText('Assalamu alaikum')).toHaveLength(1);
    expect(screen.queryByText('Not sent —')).toBeNull();
  });

  it('blocks a second send while one is in flight and shows it as Sending…', async () => {
    const spy = renderChat({
      'GET /api/connections/c1/messages': () => json({ messages: [], has_more: false }),
      'POST /api/connections/c1/messages': pending,
    });
    await screen.findByText('Start your conversation with Yusuf Rahman');
    fireEvent.change(box(), { target: { value: 'First' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(await screen.findByText('Sending…')).toBeTruthy();
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.submit(box().closest('form')!);
    expect(sends(spy)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('marks the partner’s unread messages read on open and shows Seen on mine', async () => {
    const spy = renderChat({
      'GET /api/connections/c1/messages': () =>
        json({
          messages: [
            buildMessage({ id: 'a', sender_id: 'u1', content: 'Hello', read_at: '2025-03-01T10:01:00.000Z' }),
            buildMessage({
              id: 'b',
              sender_id: 'u2',
              content: 'Wa alaikum salaam',
              created_at: '2025-03-01T10:02:00.000Z',
            }),
          ],
          has_more: false,
        }),
    });
    expect(await screen.findByText('Wa alaikum salaam')).toBeTruthy();
    expect(screen.getByText('Seen')).toBeTruthy();
    await waitFor(() =>
      expect(
        spy.mock.calls.some(([url, init]) => String(url).endsWith('/read') && init?.method === 'POST'),
      ).toBe(true),
    );
  });

  it("says 'Connection not established' and goes to /messages for a pending connection", async () => {
    renderChat({
      'GET /api/connections/c1': () => json({ connection: buildConnection({ status: 'pending' }) }),
      'GET /api/connections/c1/messages': () =>
        json({ error: { code: 'CONNECTION_NOT_ESTABLISHED', message: 'Connection not established' } }, 403),
    });
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Connection not established'));
    expect(await screen.findByTestId('location-search')).toBeTruthy();
  });

  it("says 'Chat not found' and goes to /messages for someone else's chat", async () => {
    renderChat({
      'GET /api/connections/c1': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Connection not found' } }, 404),
      'GET /api/connections/c1/messages': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Chat not found' } }, 404),
    });
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Chat not found'));
    expect(await screen.findByTestId('location-search')).toBeTruthy();
  });
});

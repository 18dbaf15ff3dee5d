// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TSendMessage } from '../../../shared/connections/connection-contract';
import type { TMembershipMe } from '../../../shared/membership/membership-contract';
import { buildFreeMe, buildPremiumMe } from '../../entities/membership/membership-test-builders';
import { loadNamespace } from '../../lib/i18n';
import { buildConnection, buildMessage } from '../../test/connection-builders';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { ChatPage } from './chat-page';

// What the member's plan changes in a chat (issue 19): today's messages used up, and 'Seen' receipts.

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

const LIMIT = 'Usage limit exceeded. Please upgrade your plan.';

function renderChat(handlers: Parameters<typeof stubApi>[0], membership: TMembershipMe = buildFreeMe()) {
  const spy = stubApi({
    'GET /api/connections/c1': () => json({ connection: buildConnection() }),
    'GET /api/realtime/presence': () => json({ presence: [] }),
    'POST /api/connections/c1/read': () => json({ read: 0, read_at: null }),
    'GET /api/membership/me': () => json(membership),
    ...handlers,
  });
  renderWithApp(<ChatPage />, { me: buildMe(), path: '/chat/c1?with=u2', routePath: '/chat/:connectionId' });
  return spy;
}

const box = () => screen.getByRole('textbox', { name: 'Message to Yusuf Rahman' });
const sends = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls.filter(([url, init]) => String(url).endsWith('/messages') && init?.method === 'POST');

describe('ChatPage and the plan', () => {
  it('shows the upgrade prompt above the composer when the day’s messages are used up; Retry stays manual', async () => {
    let refuse = true;
    const spy = renderChat({
      'GET /api/connections/c1/messages': () => json({ messages: [], has_more: false }),
      'POST /api/connections/c1/messages': (init) => {
        if (refuse) return json({ error: { code: 'USAGE_LIMIT_EXCEEDED', message: LIMIT } }, 403);
        const body = JSON.parse(String(init?.body)) as TSendMessage;
        return json(
          buildMessage({ id: 'm1', sender_id: 'u1', client_id: body.client_id, content: body.content }),
          201,
        );
      },
    });
    await screen.findByText('Start your conversation with Yusuf Rahman');
    fireEvent.change(box(), { target: { value: 'Salaam' } });
    fireEvent.keyDown(box(), { key: 'Enter' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LIMIT);
    expect(within(alert).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/membership');
    // Above the composer, not a toast.
    expect(alert.compareDocumentPosition(box())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(toastMock.error).not.toHaveBeenCalled();
    expect(screen.getByText('Not sent —')).toBeTruthy();
    // No retry by itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sends(spy)).toHaveLength(1);

    // After upgrading, the member's own Retry goes through and the prompt goes.
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(sends(spy)).toHaveLength(2);
    expect(screen.queryByText('Not sent —')).toBeNull();
  });

  it("tells a Free member where 'Seen' comes from, under their last message", async () => {
    renderChat({
      'GET /api/connections/c1/messages': () =>
        json({ messages: [buildMessage({ id: 'a', sender_id: 'u1', content: 'Hello' })], has_more: false }),
    });
    const hint = await screen.findByRole('link', { name: 'Seen receipts come with Premium' });
    expect(hint.getAttribute('href')).toBe('/membership');
    // Not inside the live log, which would announce it again with every message.
    expect(screen.getByRole('log').contains(hint)).toBe(false);
  });

  it('gives no receipts hint to Premium, nor when the partner spoke last', async () => {
    renderChat(
      {
        'GET /api/connections/c1/messages': () =>
          json({ messages: [buildMessage({ id: 'a', sender_id: 'u1', content: 'Hello' })], has_more: false }),
      },
      buildPremiumMe(),
    );
    await screen.findByText('Hello');
    await waitFor(() => expect(screen.getByText('Sent')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Seen receipts come with Premium' })).toBeNull();
    cleanup();
    renderChat({
      'GET /api/connections/c1/messages': () =>
        json({
          messages: [
            buildMessage({ id: 'a', sender_id: 'u1', content: 'Hello' }),
            buildMessage({
              id: 'b',
              sender_id: 'u2',
              content: 'Salaam',
              created_at: '2025-03-01T10:05:00.000Z',
            }),
          ],
          has_more: false,
        }),
    });
    await screen.findByText('Salaam');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Seen receipts come with Premium' })).toBeNull();
  });
});

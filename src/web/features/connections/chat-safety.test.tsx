// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TSendMessage } from '../../../shared/connections/connection-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildConnection, buildMessage } from '../../test/connection-builders';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { ChatPage } from './chat-page';

/** Issue 23 item 6: the sender confirms an off-platform message; the recipient sees a safety notice. */

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

const NOTICE = 'Be careful: this message asks to move off Mithaq or mentions money.';
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as TSendMessage;
const box = () => screen.getByRole('textbox', { name: 'Message to Yusuf Rahman' }) as HTMLTextAreaElement;

function renderChat(handlers: Parameters<typeof stubApi>[0]) {
  const spy = stubApi({
    'GET /api/connections/c1': () => json({ connection: buildConnection() }),
    'GET /api/realtime/presence': () => json({ presence: [] }),
    'POST /api/connections/c1/read': () => json({ read: 0, read_at: null }),
    ...handlers,
  });
  renderWithApp(<ChatPage />, { me: buildMe(), path: '/chat/c1?with=u2', routePath: '/chat/:connectionId' });
  return spy;
}

const sends = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .filter(([url, init]) => String(url).endsWith('/messages') && init?.method === 'POST')
    .map(([, init]) => bodyOf(init));

/** The server's answer: 409 unless the member confirmed. */
function confirmingServer(init: RequestInit | undefined) {
  const body = bodyOf(init);
  if (!body.confirm_off_platform) {
    return json(
      { error: { code: 'OFF_PLATFORM_CONFIRM', message: 'This message mentions a phone number.' } },
      409,
    );
  }
  return json(
    buildMessage({
      id: 'm1',
      sender_id: 'u1',
      client_id: body.client_id,
      content: body.content,
      safety_notice: true,
    }),
    201,
  );
}

async function typeAndSend(text: string) {
  await screen.findByText('Start your conversation with Yusuf Rahman');
  fireEvent.change(box(), { target: { value: text } });
  fireEvent.keyDown(box(), { key: 'Enter' });
  return screen.findByRole('dialog');
}

describe('ChatPage off-platform warning', () => {
  it('asks before sending, keeps the text on Edit message, and sends it confirmed on Send anyway', async () => {
    const spy = renderChat({
      'GET /api/connections/c1/messages': () => json({ messages: [], has_more: false }),
      'POST /api/connections/c1/messages': confirmingServer,
    });
    const dialog = await typeAndSend('My number is 07700 900 123');
    expect(
      within(dialog).getByText(/^Keep conversations on Mithaq until you trust this person…/),
    ).toBeTruthy();
    // Focus is trapped in the dialog and starts on the safe choice.
    const edit = within(dialog).getByRole('button', { name: 'Edit message' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(screen.queryByText('Not sent —')).toBeNull();
    expect(toastMock.error).not.toHaveBeenCalled();

    fireEvent.click(edit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box().value).toBe('My number is 07700 900 123');
    await waitFor(() => expect(document.activeElement).toBe(box()));
    expect(screen.queryByText('My number is 07700 900 123', { selector: 'p' })).toBeNull();

    fireEvent.keyDown(box(), { key: 'Enter' });
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(screen.getByText('Sent')).toBeTruthy());
    await waitFor(() => expect(box().value).toBe(''));

    const bodies = sends(spy);
    expect(bodies).toHaveLength(3);
    expect(bodies.map((b) => b.confirm_off_platform)).toEqual([undefined, undefined, true]);
    expect(bodies[2]?.content).toBe('My number is 07700 900 123');
    // Nothing was stored by the refused sends, and my own message carries no notice.
    expect(screen.getAllByText('My number is 07700 900 123')).toHaveLength(1);
    expect(screen.queryByText(NOTICE, { exact: false })).toBeNull();
    // Three round trips through a dialog: slow on a busy machine.
  }, 20_000);

  it('closes on Escape with the text kept', async () => {
    renderChat({
      'GET /api/connections/c1/messages': () => json({ messages: [], has_more: false }),
      'POST /api/connections/c1/messages': confirmingServer,
    });
    const dialog = await typeAndSend('add me on telegram');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box().value).toBe('add me on telegram');
  });

  it("shows the safety notice under the partner's flagged messages only", async () => {
    renderChat({
      'GET /api/connections/c1/messages': () =>
        json({
          messages: [
            buildMessage({ id: 'a', sender_id: 'u2', content: 'Assalamu alaikum' }),
            buildMessage({
              id: 'b',
              sender_id: 'u2',
              content: 'Send money by Western Union',
              safety_notice: true,
              created_at: '2025-03-01T10:01:00.000Z',
            }),
            buildMessage({
              id: 'c',
              sender_id: 'u1',
              content: 'whatsapp?',
              safety_notice: true,
              created_at: '2025-03-01T10:02:00.000Z',
            }),
          ],
          has_more: false,
        }),
    });
    expect(await screen.findByText('Send money by Western Union')).toBeTruthy();
    const notices = screen.getAllByText(NOTICE, { exact: false });
    expect(notices).toHaveLength(1);
    const flagged = screen.getByText('Send money by Western Union').closest('li')!;
    expect(within(flagged).getByText(NOTICE, { exact: false })).toBeTruthy();
    // Report beside it opens the report with 'Scam or asking for money' chosen (issue 23 item 1).
    fireEvent.click(within(flagged).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Yusuf Rahman' });
    // The report form downloads when first opened: a cold import can take a while.
    const scam = await within(dialog).findByRole(
      'radio',
      { name: 'Scam or asking for money' },
      { timeout: 5000 },
    );
    expect((scam as HTMLInputElement).checked).toBe(true);
  });
});

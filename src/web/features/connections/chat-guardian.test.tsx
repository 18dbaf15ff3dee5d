// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TConnection } from '../../../shared/connections/connection-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildConnection } from '../../test/connection-builders';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { ChatPage } from './chat-page';
import { RequestRow } from './messages/request-row';

/** Issue 23 item 5: the partner's guardian is named before anyone writes; a request says "my wali". */

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(async () => {
  await loadNamespace('connections', { en: () => import('./i18n/en.json') });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function renderChat(connection: TConnection) {
  stubApi({
    'GET /api/connections/c1': () => json({ connection }),
    'GET /api/connections/c1/messages': () => json({ messages: [], has_more: false }),
    'GET /api/realtime/presence': () => json({ presence: [] }),
  });
  renderWithApp(<ChatPage />, { me: buildMe(), path: '/chat/c1?with=u2', routePath: '/chat/:connectionId' });
}

describe('the guardian notice in a chat', () => {
  it('names the partner’s guardian above the conversation, before the first message', async () => {
    renderChat(buildConnection({ partner_guardian: { name: 'Idris' } }));
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain("Yusuf Rahman's guardian (wali), Idris, can read this conversation.");
    expect(await screen.findByText('Start your conversation with Yusuf Rahman')).toBeTruthy();
  });

  it('shows nothing when the partner has no guardian', async () => {
    renderChat(buildConnection());
    await screen.findByText('Start your conversation with Yusuf Rahman');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says "my wali is involved" on a received request, and the guardian on one from a guarded member', () => {
    stubApi({});
    renderWithApp(
      <ul>
        <RequestRow
          connection={buildConnection({
            status: 'pending',
            direction: 'incoming',
            wali_involved: true,
            wali_name: 'Idris',
            partner_guardian: { name: 'Idris' },
          })}
        />
      </ul>,
      { me: buildMe() },
    );
    expect(screen.getByText('My wali is involved: Idris')).toBeTruthy();
    expect(
      screen.getByText("Yusuf Rahman's guardian (wali), Idris, can read your conversation."),
    ).toBeTruthy();
  });
});

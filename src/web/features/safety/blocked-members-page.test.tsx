// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TBlockedMember, TBlockList } from '../../../shared/safety/safety-contract';
import { loadNamespace } from '../../lib/i18n';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { BlockedMembersPage } from './blocked-members-page';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

beforeAll(async () => {
  await loadNamespace('safety', { en: () => import('./i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

function blocked(userId: string, fullName: string, photo: string | null = null): TBlockedMember {
  return {
    user_id: userId,
    full_name: fullName,
    photo_url: photo,
    photo_hidden: photo !== null,
    blocked_at: '2026-11-20T10:00:00.000Z',
  };
}

const page = (blocks: TBlockedMember[], next: string | null = null): TBlockList => ({
  blocks,
  next_cursor: next,
});

function renderPage() {
  renderWithApp(<BlockedMembersPage />, { me: buildMe(), path: '/blocked-members' });
}

describe('BlockedMembersPage', () => {
  it('says so when nobody is blocked', async () => {
    stubApi({ 'GET /api/blocks': () => json(page([])) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Blocked members' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('You have not blocked anyone.')).toBeTruthy();
  });

  it('lists blocked members and unblocks one without a confirm', async () => {
    let unblocked = false;
    const spy = stubApi({
      'GET /api/blocks': () =>
        json(
          page(
            unblocked
              ? [blocked('u3', 'Bilal Khan')]
              : [blocked('u2', 'Yusuf Rahman', '/media/y.webp'), blocked('u3', 'Bilal Khan')],
          ),
        ),
      'DELETE /api/blocks/u2': () => {
        unblocked = true;
        return json({ user_id: 'u2', blocked: false });
      },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Members you blocked' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // A block hides photos both ways: the server sends the blurred placeholder, shown with a lock.
    expect(within(rows[0]!).getByRole('img', { name: 'Photo hidden until you are connected' })).toBeTruthy();
    expect(within(rows[0]!).getByText('Blocked on Nov 20, 2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('BK')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unblock Yusuf Rahman' }));

    await waitFor(() => expect(screen.queryByText('Yusuf Rahman')).toBeNull());
    expect(toastMock.success).toHaveBeenCalledWith('Yusuf Rahman has been unblocked');
    expect(
      spy.mock.calls.filter(([url, init]) => String(url) === '/api/blocks/u2' && init?.method === 'DELETE'),
    ).toHaveLength(1);
    expect(screen.getByText('Bilal Khan')).toBeTruthy();
  });

  it('loads the next page by its cursor', async () => {
    const spy = stubApi({
      'GET /api/blocks': () => json(page([blocked('u2', 'Yusuf Rahman')], 'next-1')),
    });
    renderPage();
    await screen.findByText('Yusuf Rahman');
    spy.mockImplementation(async (input) => {
      expect(String(input)).toBe('/api/blocks?cursor=next-1');
      return json(page([blocked('u3', 'Bilal Khan')]));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Bilal Khan')).toBeTruthy();
    expect(screen.getByText('Yusuf Rahman')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers Retry when the list cannot load', async () => {
    let attempt = 0;
    stubApi({
      'GET /api/blocks': () => {
        attempt += 1;
        return attempt === 1
          ? json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404)
          : json(page([blocked('u2', 'Yusuf Rahman')]));
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load your blocked members')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Yusuf Rahman')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TNotice } from '../../../../shared/safety/safety-contract';
import { loadNamespace } from '../../../lib/i18n';
import { buildMe, renderWithApp } from '../../../test/render-with-app';
import { json, pending, stubApi } from '../../../test/stub-api';
import { MemberNotices } from './member-notices';

const notice = (overrides: Partial<TNotice> = {}): TNotice => ({
  id: 'n-1',
  kind: 'warning',
  message: 'Please keep your messages respectful. Reason: rude messages.',
  created_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

beforeAll(async () => {
  await loadNamespace('home', { en: () => import('../i18n/en.json') });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderNotices = () => renderWithApp(<MemberNotices />, { me: buildMe() });

describe('MemberNotices', () => {
  it('shows each unread notice with its title by kind, and Dismiss takes it away', async () => {
    const spy = stubApi({
      'GET /api/me/notices': () =>
        json({
          notices: [
            notice(),
            notice({ id: 'n-2', kind: 'photo_removed', message: 'Your photo broke our rules.' }),
            notice({ id: 'n-3', kind: 'suspension_ended', message: 'Welcome back.' }),
          ],
        }),
      'POST /api/me/notices/n-1/dismiss': () =>
        json({
          notices: [notice({ id: 'n-2', kind: 'photo_removed', message: 'Your photo broke our rules.' })],
        }),
    });
    renderNotices();
    expect(await screen.findByRole('heading', { name: 'A warning from our moderators' })).toBeTruthy();
    expect(screen.getByText('Please keep your messages respectful. Reason: rude messages.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your photo was removed' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your suspension has ended' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Notices from our moderators' });
    expect(region.querySelectorAll('[role="status"]')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: A warning from our moderators' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'A warning from our moderators' })).toBeNull(),
    );
    // The answer is the list still unread: the suspension notice went with it.
    expect(screen.getByRole('heading', { name: 'Your photo was removed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your suspension has ended' })).toBeNull();
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('shows nothing while loading, when there is nothing, or when the notices cannot be read', async () => {
    stubApi({ 'GET /api/me/notices': pending });
    const loading = renderNotices();
    expect(loading.container.textContent).toBe('');
    cleanup();

    const empty = stubApi({ 'GET /api/me/notices': () => json({ notices: [] }) });
    const view = renderNotices();
    await waitFor(() => expect(empty).toHaveBeenCalled());
    expect(view.container.textContent).toBe('');
    cleanup();

    const failing = stubApi({
      'GET /api/me/notices': () => json({ error: { code: 'FORBIDDEN', message: 'No' } }, 403),
    });
    const failed = renderNotices();
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(failed.container.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe, renderWithApp } from '../../test/render-with-app';
import { json, stubApi } from '../../test/stub-api';
import { PendingDeletionBanner } from './pending-deletion-banner';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMock }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const LEAVING = { paused: false, paused_at: null, deletion_scheduled_at: '2026-12-11T10:00:00.000Z' };

describe('PendingDeletionBanner', () => {
  it('shows nothing while no deletion is scheduled', () => {
    renderWithApp(<PendingDeletionBanner />, { me: buildMe(), path: '/dashboard' });
    expect(screen.queryByRole('button', { name: 'Keep my account' })).toBeNull();
  });

  it('says when the account goes, and keeps it', async () => {
    const spy = stubApi({
      'DELETE /api/me/deletion': () => json({ ...LEAVING, deletion_scheduled_at: null }),
    });
    renderWithApp(<PendingDeletionBanner />, { me: buildMe({ account: LEAVING }), path: '/dashboard' });
    expect(screen.getByText('Your account will be deleted on December 11, 2026.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Keep my account' })).toBeNull());
    expect(spy).toHaveBeenCalledTimes(1);
    expect(toastMock.success).toHaveBeenCalledWith('Your account is kept. Welcome back.');
  });

  it('leaves the Account screen to say it itself', () => {
    renderWithApp(<PendingDeletionBanner />, { me: buildMe({ account: LEAVING }), path: '/account' });
    expect(screen.queryByRole('button', { name: 'Keep my account' })).toBeNull();
  });
});

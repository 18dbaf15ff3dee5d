// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TSetting } from '../../../../shared/cms/settings-contract';
import { json, pending } from '../../../test/stub-api';
import { loadLibraryCatalog } from '../media/library-catalog';
import { bodyOf, buildSetting, callsTo, renderScreen, type Handlers } from '../media/library-harness';
import { SettingsPage } from './settings-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeAll(loadLibraryCatalog);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const SITE_NAME = buildSetting();
const CONTACT = buildSetting({
  key: 'contact_email',
  value: 'hello@mithaq.example',
  type: 'email',
  label: 'Contact e-mail',
  display_order: 2,
});
const PER_PAGE = buildSetting({
  key: 'posts_per_page',
  value: '9',
  group: 'blog',
  type: 'number',
  label: 'Posts per page',
});
const FEATURED = buildSetting({
  key: 'show_featured_posts',
  value: 'true',
  group: 'blog',
  type: 'boolean',
  label: 'Show featured posts',
  display_order: 2,
});
const EXTRA = buildSetting({
  key: 'maintenance_note',
  value: '',
  group: 'advanced',
  type: 'textarea',
  label: 'Maintenance note',
});

function renderSettings(extra: Handlers = {}) {
  return renderScreen(
    <SettingsPage />,
    {
      'GET /api/cms/settings': () =>
        json({
          groups: [
            { group: 'general', settings: [SITE_NAME, CONTACT] },
            { group: 'blog', settings: [PER_PAGE, FEATURED] },
            { group: 'advanced', settings: [EXTRA] },
          ],
        }),
      ...extra,
    },
    '/admin/cms/settings',
  );
}

/** The server's answer to PUT /api/cms/settings/:key: the setting with the value it stored. */
const saved = (setting: TSetting) => (init: RequestInit | undefined) =>
  json({ ...setting, value: (bodyOf(init) as { value: string }).value });

describe('/admin/cms/settings', () => {
  it('groups the settings (unknown groups under Others), each control by its type', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'General' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Blog' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Others' })).toBeTruthy();
    expect((screen.getByLabelText('Contact e-mail') as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText('Posts per page') as HTMLInputElement).type).toBe('number');
    expect(screen.getByLabelText('Maintenance note').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('switch', { name: 'Show featured posts' })).toBeTruthy();
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('saves a field when it is left, only when its value changed', async () => {
    const { spy } = renderSettings({ 'PUT /api/cms/settings/site_name': saved(SITE_NAME) });
    const name = (await screen.findByLabelText('Site name')) as HTMLInputElement;
    fireEvent.focus(name);
    fireEvent.blur(name);
    fireEvent.change(name, { target: { value: 'Mithaq Matrimony' } });
    expect(callsTo(spy, '/api/cms/settings/site_name', 'PUT')).toHaveLength(0);
    fireEvent.blur(name);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Setting updated successfully'));
    fireEvent.blur(name);
    const puts = callsTo(spy, '/api/cms/settings/site_name', 'PUT');
    expect(puts).toHaveLength(1);
    expect(bodyOf(puts[0]?.init)).toEqual({ value: 'Mithaq Matrimony' });
  });

  it("a boolean saves at once as 'false' or 'true', with 'Saving...' meanwhile", async () => {
    const { spy } = renderSettings({ 'PUT /api/cms/settings/show_featured_posts': pending });
    fireEvent.click(await screen.findByRole('switch', { name: 'Show featured posts' }));
    expect(await screen.findByText('Saving...')).toBeTruthy();
    const puts = callsTo(spy, '/api/cms/settings/show_featured_posts', 'PUT');
    expect(puts).toHaveLength(1);
    expect(bodyOf(puts[0]?.init)).toEqual({ value: 'false' });
  });

  it("a refused value stays in the field with the server's reason under it", async () => {
    renderSettings({
      'PUT /api/cms/settings/posts_per_page': () =>
        json(
          {
            error: {
              code: 'VALIDATION',
              message: 'Invalid setting',
              fields: { value: 'Must be a whole number from 1 to 100' },
            },
          },
          400,
        ),
    });
    const perPage = (await screen.findByLabelText('Posts per page')) as HTMLInputElement;
    fireEvent.change(perPage, { target: { value: '500' } });
    fireEvent.blur(perPage);
    expect(await screen.findByText('Must be a whole number from 1 to 100')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to update setting: Invalid setting');
    expect(perPage.value).toBe('500');
    expect(perPage.getAttribute('aria-invalid')).toBe('true');
  });
});

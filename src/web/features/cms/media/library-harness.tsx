import { configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { TMediaFile } from '../../../../shared/cms/media-contract';
import type { TAdminMenu, TAdminMenuItem } from '../../../../shared/cms/menus-contract';
import type { TSetting } from '../../../../shared/cms/settings-contract';
import { buildMe, renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../../test/stub-api';

// Test support for the media library, menus and settings screens: an admin session, the screen at its
// route, fetch stubbed at the HTTP boundary, and answers shaped by the contracts.

// A first render loads the screen's modules (dnd-kit, Radix); on a busy machine that can pass 1 s.
configure({ asyncUtilTimeout: 5000 });

export type Handlers = Parameters<typeof stubApi>[0];

export const ADMIN = buildMe({ role: 'admin', user: { ...buildMe().user, id: 'admin-1' } });

export function renderScreen(ui: ReactNode, handlers: Handlers, path: string, routePath = path) {
  const spy = stubApi(handlers);
  const view = renderWithApp(ui, { me: ADMIN, path, routePath });
  return { spy, view };
}

/** The calls made to one API path (query string aside), with their URL and init. */
export const callsTo = (spy: ReturnType<typeof stubApi>, pathname: string, method = 'GET') =>
  spy.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === pathname && (init?.method ?? 'GET') === method);

export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

export function buildMediaFile(overrides: Partial<TMediaFile> = {}): TMediaFile {
  return {
    id: 'media-1',
    original_name: 'courtyard.jpg',
    alt_text: 'A courtyard at dusk',
    mime_type: 'image/jpeg',
    file_type: 'image',
    file_size: 245_760,
    file_url: '/media/cms/courtyard.jpg',
    variants: [
      { width: 320, url: '/media/cms/courtyard-320.webp' },
      { width: 768, url: '/media/cms/courtyard-768.webp' },
    ],
    width: 1600,
    height: 900,
    created_at: '2026-11-20T10:00:00Z',
    used_by: [],
    ...overrides,
  };
}

export function buildMenu(overrides: Partial<TAdminMenu> = {}): TAdminMenu {
  return {
    id: 'menu-1',
    name: 'Main menu',
    location: 'header',
    is_active: true,
    item_count: 3,
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function buildMenuItem(overrides: Partial<TAdminMenuItem> = {}): TAdminMenuItem {
  return {
    id: 'item-1',
    menu_id: 'menu-1',
    title: 'Home',
    link_type: 'custom',
    url: '/',
    page: null,
    post: null,
    parent_id: null,
    target: '_self',
    css_class: null,
    display_order: 1,
    is_active: true,
    ...overrides,
  };
}

export function buildSetting(overrides: Partial<TSetting> = {}): TSetting {
  return {
    key: 'site_name',
    value: 'Mithaq',
    group: 'general',
    type: 'text',
    label: 'Site name',
    description: null,
    display_order: 1,
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

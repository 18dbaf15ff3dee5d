import { describe, expect, it } from 'vitest';
import { adminCrumbs, ADMIN_NOT_FOUND_HANDLE, isAdminNotFoundHandle } from './admin-crumbs';

const trail = (path: string, notFound = false) =>
  adminCrumbs(path, { notFound }).map((crumb) => `${crumb.key} ${crumb.to}`);

describe('adminCrumbs', () => {
  it('starts every admin trail at /admin', () => {
    expect(trail('/admin')).toEqual(['admin /admin']);
    expect(trail('/admin/')).toEqual(['admin /admin']);
  });

  it.each([
    ['/admin/users', ['admin /admin', 'users /admin/users']],
    ['/admin/membership', ['admin /admin', 'membership /admin/membership']],
    ['/admin/audit', ['admin /admin', 'audit /admin/audit']],
    ['/admin/cms', ['admin /admin', 'cms /admin/cms']],
    ['/admin/cms/posts', ['admin /admin', 'cms /admin/cms', 'posts /admin/cms/posts']],
    [
      '/admin/cms/pages/new',
      ['admin /admin', 'cms /admin/cms', 'pages /admin/cms/pages', 'new /admin/cms/pages/new'],
    ],
    ['/admin/cms/media', ['admin /admin', 'cms /admin/cms', 'media /admin/cms/media']],
    ['/admin/cms/settings', ['admin /admin', 'cms /admin/cms', 'settings /admin/cms/settings']],
  ])('labels each segment of %s with its own address', (path, expected) => {
    expect(trail(path)).toEqual(expected);
  });

  it('gives an id no crumb: it only becomes part of the next crumb', () => {
    expect(trail('/admin/cms/posts/3f2a9c1e/edit')).toEqual([
      'admin /admin',
      'cms /admin/cms',
      'posts /admin/cms/posts',
      'edit /admin/cms/posts/3f2a9c1e/edit',
    ]);
    expect(trail('/admin/cms/menus/42/items')).toEqual([
      'admin /admin',
      'cms /admin/cms',
      'menus /admin/cms/menus',
      'items /admin/cms/menus/42/items',
    ]);
  });

  it('ends an unknown page with Page not found, offering none of its segments as links', () => {
    expect(trail('/admin/cms/nothing/here', true)).toEqual([
      'admin /admin',
      'notFound /admin/cms/nothing/here',
    ]);
  });

  it('has no trail outside the admin area', () => {
    expect(trail('/browse')).toEqual([]);
    expect(trail('/')).toEqual([]);
  });

  it("recognises the catch-all route's handle and nothing else", () => {
    expect(isAdminNotFoundHandle(ADMIN_NOT_FOUND_HANDLE)).toBe(true);
    expect(isAdminNotFoundHandle(undefined)).toBe(false);
    expect(isAdminNotFoundHandle({ adminCrumb: 'users' })).toBe(false);
  });
});

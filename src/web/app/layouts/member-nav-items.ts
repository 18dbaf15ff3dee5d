import type { TRole } from '../../../shared/roles';
import { hasRole } from '../../../shared/roles';

export type NavKey =
  'dashboard' | 'profile' | 'matches' | 'browse' | 'messages' | 'membership' | 'blog' | 'cms' | 'admin';
export type NavItem = { key: NavKey; to: string; end?: boolean };

const MEMBER_ITEMS: NavItem[] = [
  { key: 'dashboard', to: '/', end: true },
  { key: 'profile', to: '/profile', end: true },
  { key: 'matches', to: '/matches' },
  { key: 'browse', to: '/browse' },
  { key: 'messages', to: '/messages' },
  { key: 'membership', to: '/membership' },
  { key: 'blog', to: '/blog' },
];

const ADMIN_ITEMS: NavItem[] = [
  { key: 'cms', to: '/admin/cms' },
  { key: 'admin', to: '/admin/users' },
];

/** Spec "Shared layout": the member links, plus CMS and Admin for admins. */
export function memberNavItems(role: TRole | null): NavItem[] {
  return hasRole(role, 'admin') ? [...MEMBER_ITEMS, ...ADMIN_ITEMS] : MEMBER_ITEMS;
}

import type {
  TAdminUser,
  TAdminUsersPage,
  TAuditPage,
  TStaffActionEntry,
} from '../../../shared/admin/admin-contract';

/** A users-table row as GET /api/admin/users answers it; noon UTC so the en-US day is the same everywhere. */
export function buildAdminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: 'u-1',
    full_name: 'Amina Khan',
    email: 'amina@example.com',
    role: 'user',
    created_at: '2026-03-04T12:00:00.000Z',
    last_sign_in_at: '2026-03-10T12:00:00.000Z',
    plan: { id: 'plan-premium', name: 'Premium' },
    membership_status: 'active',
    suspension: null,
    ...overrides,
  };
}

export function buildUsersPage(
  items: TAdminUser[],
  overrides: Partial<TAdminUsersPage> = {},
): TAdminUsersPage {
  return { items, total: items.length, page: 1, page_size: 25, ...overrides };
}

export function buildAuditEntry(overrides: Partial<TStaffActionEntry> = {}): TStaffActionEntry {
  return {
    id: 1,
    actor: { id: 'admin-1', email: 'admin@mithaq.test' },
    action: 'role.changed',
    target: { id: 'u-1', email: 'amina@example.com' },
    details: { before: { role: 'user' }, after: { role: 'moderator' } },
    created_at: '2026-03-04T12:00:00.000Z',
    ...overrides,
  };
}

export function buildAuditPage(items: TStaffActionEntry[], overrides: Partial<TAuditPage> = {}): TAuditPage {
  return { items, has_more: false, page: 1, page_size: 50, ...overrides };
}

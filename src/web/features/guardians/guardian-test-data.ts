import type { TGuardianAccess, TGuardianship, TWard } from '../../../shared/safety/guardian-contract';

/** Small builders for the guardians area's component tests: each call builds its own data. */
export function buildGuardianship(overrides: Partial<TGuardianship> = {}): TGuardianship {
  return {
    id: 'g1',
    email: 'yusuf@example.com',
    name: 'Yusuf',
    relationship: 'father',
    status: 'invited',
    expired: false,
    weekly_summary: false,
    invited_at: '2026-11-20T10:00:00.000Z',
    accepted_at: null,
    confirmed_at: null,
    revoked_at: null,
    ...overrides,
  };
}

export function buildAccess(overrides: Partial<TGuardianAccess> = {}): TGuardianAccess {
  return {
    id: 'a1',
    guardian: { id: 'g1', name: 'Yusuf', relationship: 'father' },
    kind: 'conversation',
    connection: { id: 'c1', partner_name: 'Bilal Haddad' },
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function buildWard(overrides: Partial<TWard> = {}): TWard {
  return {
    member_id: 'w1',
    name: 'Amina Rahman',
    photo_url: null,
    photo_hidden: false,
    status: 'active',
    relationship: 'father',
    weekly_summary: false,
    since: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Roles and their levels (spec: user 1 < moderator 2 < admin 3). No zod: the web app's first download
 * needs hasRole.
 */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type TRole = (typeof ROLES)[number];
export type Role = TRole;

export const ROLE_LEVEL: Record<TRole, number> = { user: 1, moderator: 2, admin: 3 };

export const isRole = (value: unknown): value is TRole =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** A check passes when the level is at least the required one (an admin passes a moderator check). */
export function hasRole(current: TRole | null | undefined, required: TRole): boolean {
  if (!current) return false;
  return ROLE_LEVEL[current] >= ROLE_LEVEL[required];
}

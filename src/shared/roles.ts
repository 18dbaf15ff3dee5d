export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const LEVEL: Record<Role, number> = { user: 1, moderator: 2, admin: 3 };

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** A check passes when the level is at least the required one (an admin passes a moderator check). */
export const hasRole = (current: Role, required: Role): boolean => LEVEL[current] >= LEVEL[required];

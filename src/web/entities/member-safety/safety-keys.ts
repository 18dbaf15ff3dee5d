// Every cache key of the safety area (blocks and reports), in one place. Not under ['me', ...]: sign-out
// keeps only ['me'], and whom a member blocked is theirs alone.

export const SAFETY_QUERY_KEY = ['safety'] as const;

/** My blocked members, page after page (GET /api/blocks?cursor=): block and unblock invalidate it. */
export const BLOCKS_QUERY_KEY = [...SAFETY_QUERY_KEY, 'blocks'] as const;

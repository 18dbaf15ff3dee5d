import type { TModerationKind, TModerationStatus } from '../../../../../shared/safety/moderation-contract';

// Every cache key of the moderation queue (issue 23 item 2), in one place.

/** Every queue list and item: a claim or a decision invalidates them all. */
export const MODERATION_QUERY_KEY = ['moderation'] as const;
/** Every page of the queue with one status, of one kind of item or both ('all'). */
export const moderationQueueKey = (status: TModerationStatus, kind: TModerationKind | 'all') =>
  [...MODERATION_QUERY_KEY, 'queue', status, kind] as const;
/** One item with its reports, evidence and history. */
export const moderationItemKey = (id: string) => [...MODERATION_QUERY_KEY, 'item', id] as const;

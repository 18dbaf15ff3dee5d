import type { TVerificationStatus } from '../../../../../shared/safety/verification-contract';

// Every cache key of the staff's verification review (issue 23 item 3), in one place.

/** Every queue page and request: a claim or a decision invalidates them all. */
export const REVIEW_QUERY_KEY = ['verification-review'] as const;
export const reviewQueueKey = (status: TVerificationStatus, page: number) =>
  [...REVIEW_QUERY_KEY, 'queue', status, page] as const;
export const reviewItemKey = (id: string) => [...REVIEW_QUERY_KEY, 'item', id] as const;
/** My reviewer settings (the gender I recorded). */
export const REVIEWER_SETTINGS_KEY = [...REVIEW_QUERY_KEY, 'me'] as const;

import type { EventBus } from '../../realtime/events.ts';

/**
 * Tells every instance that what visitors see may have changed (a post, page, menu or setting), so each
 * drops the public pages it rendered and the next visitor gets the new content at once. Called after
 * the change is stored; over PostgreSQL's bus it reaches the other instances too.
 */
export const announceCmsChange = (bus: EventBus): Promise<void> =>
  bus.publish({ type: 'cms.changed', audience: [] });

import type { Deps } from '../../http/app-env.ts';
import type { RealtimeEvent } from '../../realtime/events.ts';

/**
 * Publishes after the write has committed. The change is already stored, so a transport failure is
 * logged and never turns a success into an error: clients catch up from the database (?after=).
 */
export async function announce(deps: Pick<Deps, 'bus' | 'log'>, event: RealtimeEvent): Promise<void> {
  try {
    await deps.bus.publish(event);
  } catch (error) {
    deps.log.error({ err: error, type: event.type }, 'could not publish a realtime event');
  }
}

export const audienceOf = (connection: { requesterId: string; recipientId: string }) => [
  connection.requesterId,
  connection.recipientId,
];

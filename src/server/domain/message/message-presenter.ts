import type { messages } from '../../db/schema/index.ts';
import type { TMessage } from '../../../shared/connections/connection-contract.ts';
import { leavesPlatform } from '../../../shared/rules/off-platform.ts';

export type MessageRow = typeof messages.$inferSelect;

/**
 * A stored message as its two members see it: in the API's answers, in message.created and in a
 * message loaded by id for an event too large for a NOTIFY. The send statement builds the same shape in
 * SQL when it announces at commit (features/connections/message-store.ts).
 */
export function presentMessage(row: MessageRow): TMessage {
  return {
    id: row.id,
    connection_id: row.connectionId,
    sender_id: row.senderId,
    client_id: row.clientId,
    content: row.content,
    message_type: row.messageType,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    // Read from the text each time, so no column is needed and older messages get it too.
    safety_notice: leavesPlatform(row.content),
  } satisfies TMessage;
}

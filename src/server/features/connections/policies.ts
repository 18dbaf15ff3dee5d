/**
 * Who may do what with a connection (spec §4, §6). Pure decisions over the stored row; the services
 * turn a refusal into its error (errors.ts). A member who is not part of a connection is never told
 * it exists: every refusal for them is "not found".
 */
export type ConnectionFacts = { requesterId: string; recipientId: string; status: string };
export type Side = 'requester' | 'recipient';

export function sideOf(connection: ConnectionFacts, userId: string): Side | null {
  if (connection.requesterId === userId) return 'requester';
  if (connection.recipientId === userId) return 'recipient';
  return null;
}

/** Reading a connection's summary: both members, whatever its status. */
export function maySee(connection: ConnectionFacts | null, userId: string): boolean {
  return connection !== null && sideOf(connection, userId) !== null;
}

export type RequestFacts = {
  requesterId: string;
  recipientId: string;
  requesterGender: string | null;
  /** The requester paused their profile or asked for their account's deletion (account-control). */
  requesterHeld?: boolean;
  /** null when there is no such member, or they have no named profile others may see. */
  recipient: { gender: string | null } | null;
};

export type RequestRefusal = 'self' | 'incomplete-profile' | 'paused' | 'unknown-recipient' | 'same-gender';

/** A request goes from a member with a gender to a named member of the opposite gender. */
export function requestRefusal(facts: RequestFacts): RequestRefusal | null {
  if (facts.requesterId === facts.recipientId) return 'self';
  if (!facts.requesterGender) return 'incomplete-profile';
  // Hidden from everyone, a paused member would ask people who cannot open their profile.
  if (facts.requesterHeld) return 'paused';
  if (!facts.recipient) return 'unknown-recipient';
  if (!facts.recipient.gender || facts.recipient.gender === facts.requesterGender) return 'same-gender';
  return null;
}

export type AnswerRefusal = 'hidden' | 'not-recipient' | 'already-answered';

/** Only the recipient answers, and only once: pending -> accepted | rejected. */
export function answerRefusal(connection: ConnectionFacts | null, userId: string): AnswerRefusal | null {
  if (!connection) return 'hidden';
  const side = sideOf(connection, userId);
  if (!side) return 'hidden';
  if (side !== 'recipient') return 'not-recipient';
  if (connection.status !== 'pending') return 'already-answered';
  return null;
}

export type WithdrawRefusal = 'hidden' | 'not-pending';

/** The requester may take back a request nobody has answered yet; to anyone else it does not exist. */
export function withdrawRefusal(connection: ConnectionFacts | null, userId: string): WithdrawRefusal | null {
  if (!connection || sideOf(connection, userId) !== 'requester') return 'hidden';
  if (connection.status !== 'pending') return 'not-pending';
  return null;
}

export type ChatRefusal = 'hidden' | 'not-established';

/** Messages are read and written by the two members of an accepted connection only. */
export function chatRefusal(connection: ConnectionFacts | null, userId: string): ChatRefusal | null {
  if (!connection || !sideOf(connection, userId)) return 'hidden';
  if (connection.status !== 'accepted') return 'not-established';
  return null;
}

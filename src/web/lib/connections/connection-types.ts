/** The shapes GET/POST /api/connections... answer (src/server/features/connections/presenter.ts). */

export type ConnectionStatus = 'pending' | 'accepted' | 'rejected';

export type ConnectionPartner = {
  user_id: string;
  full_name: string | null;
  profile_photo_url: string | null;
  profile_photo_thumb_url: string | null;
};

export type LastMessage = { content: string; sender_id: string; created_at: string };

export type Connection = {
  id: string;
  requester_id: string;
  recipient_id: string;
  status: ConnectionStatus;
  created_at: string;
  updated_at: string;
  /** outgoing: I asked. */
  direction: 'outgoing' | 'incoming';
  other: ConnectionPartner;
  last_message: LastMessage | null;
  /** The partner's unread messages (accepted connections only). */
  unread_count: number;
};

export type ConnectionCounts = { chats: number; incoming_requests: number; outgoing_requests: number };

export type ConnectionList = {
  connections: Connection[];
  next_cursor: string | null;
  counts: ConnectionCounts;
};

export type ChatMessage = {
  id: string;
  connection_id: string;
  sender_id: string;
  /** Made once per message by its sender; a retry reuses it, so the server stores it once. */
  client_id: string;
  content: string;
  message_type: string;
  read_at: string | null;
  created_at: string;
};

export type ReadReceipt = { reader_id: string; read_at: string };

/** A catch-up (?after=) also carries the partner's latest reading of my messages, null while none. */
export type MessagePage = { messages: ChatMessage[]; has_more: boolean; read_receipt?: ReadReceipt | null };

export type PresenceState = { user_id: string; online: boolean; last_seen_at: string | null };

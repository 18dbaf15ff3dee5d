import type { TMessage, TConnection } from '../../shared/connections/connection-contract';

/** Small factories for tests: each call builds its own data. */
export function buildMessage(overrides: Partial<TMessage> & { id: string }): TMessage {
  return {
    connection_id: 'c1',
    sender_id: 'u2',
    client_id: `client-${overrides.id}`,
    content: `Message ${overrides.id}`,
    message_type: 'text',
    read_at: null,
    created_at: '2025-03-01T10:00:00.000Z',
    safety_notice: false,
    ...overrides,
  };
}

export function buildConnection(overrides: Partial<TConnection> = {}): TConnection {
  return {
    id: 'c1',
    requester_id: 'u1',
    recipient_id: 'u2',
    status: 'accepted',
    created_at: '2025-03-01T09:00:00.000Z',
    updated_at: '2025-03-01T09:00:00.000Z',
    direction: 'outgoing',
    other: {
      user_id: 'u2',
      full_name: 'Yusuf Rahman',
      profile_photo_url: null,
      profile_photo_thumb_url: null,
      photo_hidden: false,
      verified: false,
    },
    requester_profile: { full_name: 'Amina', profile_photo_url: null },
    recipient_profile: { full_name: 'Yusuf Rahman', profile_photo_url: null },
    last_message: null,
    unread_count: 0,
    wali_involved: false,
    wali_name: null,
    partner_guardian: null,
    ...overrides,
  };
}

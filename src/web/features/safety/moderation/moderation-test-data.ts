import type {
  TModerationItem,
  TModerationQueue,
  TModerationQueueItem,
  TModerationReport,
} from '../../../../shared/safety/moderation-contract';

/** A queue row as GET /api/moderation/queue answers it; `overrides` change what a test is about. */
export function buildQueueItem(overrides: Partial<TModerationQueueItem> = {}): TModerationQueueItem {
  return {
    id: 'item-1',
    kind: 'report',
    status: 'open',
    member: {
      user_id: 'u-b',
      full_name: 'Bilal Ahmed',
      email: 'bilal@example.com',
      photo_url: null,
      suspended: false,
    },
    reasons: ['scam', 'harassment'],
    distinct_reporters: 2,
    hidden_from_discovery: false,
    claim: null,
    decision: null,
    photos: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export const buildQueue = (
  items: TModerationQueueItem[],
  next_cursor: string | null = null,
): TModerationQueue => ({
  items,
  next_cursor,
});

export function buildReport(overrides: Partial<TModerationReport> = {}): TModerationReport {
  return {
    id: 'report-1',
    reporter: { user_id: 'u-a', full_name: 'Amina Yusuf' },
    reasons: ['scam'],
    details: 'He asked me to send money for his ticket.',
    submissions: 1,
    created_at: '2026-11-20T10:00:00.000Z',
    evidence: [
      {
        captured_at: '2026-11-20T10:00:00.000Z',
        profile: {
          fullName: 'Bilal Ahmed',
          gender: 'male',
          dateOfBirth: '1990-04-02',
          currentCountry: 'United Kingdom',
          occupation: 'Engineer',
          selfDescription: 'Honest and kind.',
        },
        photo_url: '/api/moderation/reports/report-1/photos/0',
        messages: [
          {
            id: 'm-1',
            from_reported: false,
            content: 'Salaam, how are you?',
            created_at: '2026-11-19T09:00:00.000Z',
          },
          {
            id: 'm-2',
            from_reported: true,
            content: 'Send me money for the ticket',
            created_at: '2026-11-19T09:05:00.000Z',
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** An item as GET /api/moderation/items/:id answers it. */
export function buildItem(overrides: Partial<TModerationItem> = {}): TModerationItem {
  return {
    ...buildQueueItem(),
    reports: [buildReport()],
    history: [],
    decision_reason: null,
    decided_at: null,
    suspended_until: null,
    ...overrides,
  };
}

export const MY_CLAIM = {
  by_id: 'mod-1',
  by_name: 'Moderator Maryam',
  at: '2026-11-21T10:00:00.000Z',
  mine: true,
};
export const OTHER_CLAIM = {
  by_id: 'mod-2',
  by_name: 'Moderator Yusuf',
  at: '2026-11-21T10:00:00.000Z',
  mine: false,
};

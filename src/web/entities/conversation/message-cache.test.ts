import { describe, expect, it } from 'vitest';
import type { TMessage } from '../../../shared/connections/connection-contract';
import { buildMessage } from '../../test/connection-builders';
import { markReadBy, mergeMessages, type Conversation } from './message-cache';

const m = (id: string, minute: number, extra: Partial<TMessage> = {}) =>
  buildMessage({ id, created_at: `2025-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`, ...extra });

describe('mergeMessages', () => {
  it('adds each id once, in time order, and returns the same array when nothing is new', () => {
    const existing = [m('a', 1), m('b', 2)];
    const merged = mergeMessages(existing, [m('b', 2), m('c', 3), m('c', 3)]);
    expect(merged.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(mergeMessages(merged, [m('a', 1), m('c', 3)])).toBe(merged);
  });

  it('puts an older page in front and keeps arrival order for equal times', () => {
    const merged = mergeMessages([m('c', 5), m('d', 5)], [m('a', 1), m('b', 2)]);
    expect(merged.map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lets a message become read, never unread again', () => {
    const read = mergeMessages([m('a', 1)], [m('a', 1, { read_at: '2025-03-01T11:00:00.000Z' })]);
    expect(read[0]?.read_at).toBe('2025-03-01T11:00:00.000Z');
    expect(mergeMessages(read, [m('a', 1)])).toBe(read);
  });
});

describe('markReadBy', () => {
  it("marks the other member's unread messages sent by then, and nothing else", () => {
    const conversation: Conversation = {
      messages: [m('mine', 1, { sender_id: 'u1' }), m('theirs', 2), m('mine-later', 30, { sender_id: 'u1' })],
      hasOlder: false,
      syncedThrough: 'mine-later',
    };
    const after = markReadBy(conversation, 'u2', '2025-03-01T10:10:00.000Z');
    expect(after.messages.map((x) => x.read_at)).toEqual(['2025-03-01T10:10:00.000Z', null, null]);
    expect(markReadBy(after, 'u2', '2025-03-01T10:10:00.000Z')).toBe(after);
  });
});

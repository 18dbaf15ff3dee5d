// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, groupByDay } from './day-groups';

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

describe('groupByDay', () => {
  it('starts a group whenever the local calendar day changes, keeping the order', () => {
    const items = [
      { id: 'a', created_at: at(2025, 3, 1, 9) },
      { id: 'b', created_at: at(2025, 3, 1, 23, 59) },
      { id: 'c', created_at: at(2025, 3, 2, 0, 1) },
      { id: 'd', created_at: at(2025, 3, 5, 8) },
      { id: 'e', created_at: at(2025, 3, 5, 18) },
    ];
    const groups = groupByDay(items);
    expect(groups.map((g) => g.day)).toEqual(['2025-03-01', '2025-03-02', '2025-03-05']);
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
  });

  it('gives no groups for no messages', () => {
    expect(groupByDay([])).toEqual([]);
  });
});

describe('dayLabel', () => {
  const now = new Date(2025, 2, 10, 0, 30); // just after midnight: yesterday is still close

  it('says Today and Yesterday by calendar day, not by 24 hours', () => {
    expect(dayLabel(dayKey(new Date(2025, 2, 10, 0, 5)), now, 'en')).toEqual({ kind: 'today' });
    expect(dayLabel(dayKey(new Date(2025, 2, 9, 23, 50)), now, 'en')).toEqual({ kind: 'yesterday' });
  });

  it('crosses month and year boundaries for Yesterday', () => {
    expect(dayLabel('2025-02-28', new Date(2025, 2, 1, 9), 'en')).toEqual({ kind: 'yesterday' });
    expect(dayLabel('2024-12-31', new Date(2025, 0, 1, 9), 'en')).toEqual({ kind: 'yesterday' });
  });

  it('writes older days as a date, with the year only when it is not this year', () => {
    expect(dayLabel('2025-03-03', now, 'en')).toEqual({ kind: 'date', text: 'Monday, March 3' });
    expect(dayLabel('2024-12-25', now, 'en')).toEqual({ kind: 'date', text: 'Wednesday, December 25, 2024' });
  });
});

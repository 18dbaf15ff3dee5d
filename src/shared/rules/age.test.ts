import { describe, expect, it } from 'vitest';
import { ageFrom } from './age.ts';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('ageFrom', () => {
  it.each([
    ['1990-06-15', '2026-06-14', 35],
    ['1990-06-15', '2026-06-15', 36],
    ['1990-06-15', '2026-06-16', 36],
    ['1990-12-31', '2026-01-01', 35],
    ['2008-11-21', '2026-11-21', 18],
    ['2008-11-22', '2026-11-21', 17],
    // 29 February: in common years the birthday has passed only on 1 March.
    ['2004-02-29', '2026-02-28', 21],
    ['2004-02-29', '2026-03-01', 22],
    ['2004-02-29', '2028-02-29', 24],
  ])('born %s, on %s -> %i', (dob, today, age) => {
    expect(ageFrom(dob, on(today))).toBe(age);
  });

  it.each([null, undefined, '', 'not-a-date', '1990-02-30', '1990-13-01', '90-01-01'])(
    '%j -> null',
    (value) => {
      expect(ageFrom(value, on('2026-01-01'))).toBeNull();
    },
  );
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncateText } from './presenter.ts';

/** The definition: whole code points, max - 1 of them kept (trailing spaces dropped) and an ellipsis. */
function byDefinition(text: string, max: number): string {
  const points = [...text];
  return points.length <= max
    ? text
    : `${points
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

describe('truncateText', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly10!', 10, 'exactly10!'],
    ['eleven char', 10, 'eleven ch…'],
    ['1234 6789 12', 6, '1234…'],
    ['😀😀😀😀😀', 5, '😀😀😀😀😀'],
    ['😀😀😀😀😀😀', 5, '😀😀😀😀…'],
  ])('%j at most %i -> %j', (text, max, expected) => {
    expect(truncateText(text, max)).toBe(expected);
  });

  it('keeps null', () => {
    expect(truncateText(null)).toBeNull();
  });

  it('agrees with the definition for any text, astral characters included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (text, max) => {
          expect(truncateText(text, max)).toBe(byDefinition(text, max));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

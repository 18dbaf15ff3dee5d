import { describe, expect, it } from 'vitest';
import { WordLists } from './match-index-word-lists.ts';

describe('the match index’s word lists', () => {
  it('numbers each distinct list once, the empty list 0', () => {
    const lists = new WordLists();
    expect(lists.numberOf([])).toBe(0);
    const engineering = lists.numberOf([3, 7]);
    expect(lists.numberOf([3, 7])).toBe(engineering);
    expect(lists.numberOf([7, 3])).not.toBe(engineering);
    expect(lists.numberOf([3])).not.toBe(engineering);
    expect(lists.count).toBe(4);
  });

  it('judges each list against the wanted words: any of them, and how many', () => {
    const lists = new WordLists();
    const both = lists.numberOf([3, 7]);
    const one = lists.numberOf([9, 7]);
    const none = lists.numberOf([9]);
    const wanted = new Uint8Array(10);
    wanted[3] = 1;
    wanted[7] = 1;
    const any = lists.anyWanted(wanted);
    expect([any[0], any[both], any[one], any[none]]).toEqual([0, 1, 1, 0]);
    const counts = lists.countWanted(wanted);
    expect([counts[0], counts[both], counts[one], counts[none]]).toEqual([0, 2, 1, 0]);
  });
});

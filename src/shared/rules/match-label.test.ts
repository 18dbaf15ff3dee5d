import { describe, expect, it } from 'vitest';
import { matchLabel, overlaps } from './match-score.ts';

describe('matchLabel', () => {
  it.each([
    [100, 'Excellent Match'],
    [80, 'Excellent Match'],
    [79, 'Good Match'],
    [60, 'Good Match'],
    [59, 'Moderate Match'],
    [40, 'Moderate Match'],
    [39, 'Basic Match'],
    [0, 'Basic Match'],
  ] as const)('%i -> %s', (score, label) => {
    expect(matchLabel(score)).toBe(label);
  });
});

describe('overlaps', () => {
  it.each([
    ['Bachelor', "Bachelor's Degree", true],
    ["bachelor's degree", 'BACHELOR', true],
    ['PhD / Doctorate', 'doctorate', true],
    ['Software engineer', 'Engineer (civil)', true],
    ['Degree', "Bachelor's Degree", false],
    ['Art', 'Martial arts', false],
    ['', 'Anything', false],
    [null, 'Anything', false],
  ] as const)('%s ~ %s -> %s', (a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected);
    expect(overlaps(b, a)).toBe(expected);
  });
});

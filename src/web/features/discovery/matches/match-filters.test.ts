import { describe, expect, it } from 'vitest';
import {
  activeMatchFilters,
  bandOf,
  DEFAULT_MATCH_FILTERS,
  matchFiltersFromParams,
  matchFiltersToParams,
  splitReasons,
} from './match-filters';

const from = (query: string) => matchFiltersFromParams(new URLSearchParams(query));

describe('match filters <-> URL', () => {
  it('defaults every filter to all', () => {
    expect(from('')).toEqual(DEFAULT_MATCH_FILTERS);
    expect(activeMatchFilters(from(''))).toEqual([]);
  });

  it('reads the spec age options, a country and a band; anything else means all', () => {
    expect(from('search=eng&age=40%2B&location=Egypt&compatibility=good')).toEqual({
      search: 'eng',
      age: '40+',
      location: 'Egypt',
      compatibility: 'good',
      verified: '',
    });
    expect(from('verified=true').verified).toBe('true');
    expect(from('verified=yes').verified).toBe('');
    expect(from('age=41-50&location=Mars&compatibility=perfect')).toEqual(DEFAULT_MATCH_FILTERS);
  });

  it('writes only the filters that are set', () => {
    const params = matchFiltersToParams({
      ...DEFAULT_MATCH_FILTERS,
      age: '26-30',
      compatibility: 'excellent',
    });
    expect(params.toString()).toBe('age=26-30&compatibility=excellent');
    expect(matchFiltersToParams(DEFAULT_MATCH_FILTERS).toString()).toBe('');
  });

  it('lists one chip per active filter, in display order', () => {
    const filters = { search: 'x', age: '', location: 'Canada', compatibility: 'basic', verified: 'true' };
    expect(activeMatchFilters(filters)).toEqual([
      { key: 'search', value: 'x' },
      { key: 'location', value: 'Canada' },
      { key: 'compatibility', value: 'basic' },
      { key: 'verified', value: 'true' },
    ]);
  });
});

describe('match card rules (spec §9)', () => {
  it('shows at most 3 reasons and counts the rest', () => {
    expect(splitReasons(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(splitReasons(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(splitReasons(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it('bands scores at 80, 60 and 40', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 1].map(bandOf)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'moderate',
      'moderate',
      'basic',
      'basic',
    ]);
  });
});

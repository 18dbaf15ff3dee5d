import { describe, expect, it } from 'vitest';
import {
  activeAdvancedCount,
  browseApiQuery,
  browseFiltersFromParams,
  browseFiltersToParams,
  DEFAULT_BROWSE_FILTERS,
  hasActiveBrowseFilters,
  parseAge,
} from './browse-filters';

const from = (query: string) => browseFiltersFromParams(new URLSearchParams(query));

describe('browse filters <-> URL', () => {
  it('reads an empty query string as the defaults (newest, ages 18-50, page 1)', () => {
    expect(from('')).toEqual(DEFAULT_BROWSE_FILTERS);
    expect(DEFAULT_BROWSE_FILTERS).toMatchObject({ sort: 'newest', minAge: 18, maxAge: 50, page: 1 });
  });

  it('reads every filter under the API parameter names', () => {
    expect(
      from(
        'search=%20Amina%20&sort=age_desc&min_age=25&max_age=35&favorites_only=true&verified=true' +
          '&location=Canada&religion=Sunni&education=Master%27s+Degree&marital_status=divorced&page=3',
      ),
    ).toEqual({
      search: 'Amina',
      sort: 'age_desc',
      minAge: 25,
      maxAge: 35,
      favoritesOnly: true,
      verifiedOnly: true,
      location: 'Canada',
      religion: 'Sunni',
      education: "Master's Degree",
      maritalStatus: 'divorced',
      page: 3,
    });
  });

  it('asks the API for verified members only when Verified Only is on', () => {
    expect(browseApiQuery({ ...DEFAULT_BROWSE_FILTERS, verifiedOnly: true })).toContain('verified=true');
    expect(browseApiQuery(DEFAULT_BROWSE_FILTERS)).not.toContain('verified');
  });

  it('falls back to 18 and 50 when an age is not a number (spec §5), and keeps ages within 18-100', () => {
    expect(from('min_age=abc&max_age=').minAge).toBe(18);
    expect(from('min_age=abc&max_age=').maxAge).toBe(50);
    expect(from('min_age=2.5&max_age=x').maxAge).toBe(50);
    expect(from('min_age=5&max_age=250')).toMatchObject({ minAge: 18, maxAge: 100 });
    expect(parseAge(' 30 ', 18)).toBe(30);
    expect(parseAge(null, 50)).toBe(50);
  });

  it('ignores values that are not in the option lists', () => {
    expect(
      from('sort=random&location=Atlantis&religion=x&education=y&marital_status=z&page=0&favorites_only=yes'),
    ).toEqual(DEFAULT_BROWSE_FILTERS);
    expect(from('page=-2').page).toBe(1);
  });

  it('keeps page and search within what the server accepts', () => {
    expect(from('page=99999999').page).toBe(10_000);
    expect(from(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const filters = { ...DEFAULT_BROWSE_FILTERS, search: 'Yusuf', religion: 'Shia', minAge: 21, page: 2 };
    const params = browseFiltersToParams(filters);
    expect(params.toString()).toBe('search=Yusuf&min_age=21&religion=Shia&page=2');
    expect(browseFiltersFromParams(params)).toEqual(filters);
  });

  it('clears to a plain URL', () => {
    expect(browseFiltersToParams(DEFAULT_BROWSE_FILTERS).toString()).toBe('');
    expect(hasActiveBrowseFilters(DEFAULT_BROWSE_FILTERS)).toBe(false);
    expect(hasActiveBrowseFilters({ ...DEFAULT_BROWSE_FILTERS, page: 4 })).toBe(false);
    expect(hasActiveBrowseFilters({ ...DEFAULT_BROWSE_FILTERS, favoritesOnly: true })).toBe(true);
  });

  it('always sends sort, ages and page to the API, and turns reversed ages around', () => {
    expect(browseApiQuery(DEFAULT_BROWSE_FILTERS)).toBe('sort=newest&min_age=18&max_age=50&page=1');
    const reversed = { ...DEFAULT_BROWSE_FILTERS, minAge: 40, maxAge: 30, favoritesOnly: true };
    expect(browseApiQuery(reversed)).toBe('sort=newest&min_age=30&max_age=40&favorites_only=true&page=1');
  });

  it('counts the advanced filters in use', () => {
    expect(activeAdvancedCount(DEFAULT_BROWSE_FILTERS)).toBe(0);
    expect(
      activeAdvancedCount({ ...DEFAULT_BROWSE_FILTERS, location: 'Egypt', education: 'PhD / Doctorate' }),
    ).toBe(2);
  });
});

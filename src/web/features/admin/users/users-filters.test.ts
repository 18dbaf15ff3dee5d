import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  sortingToSort,
  sortToSorting,
  usersFiltersFromParams,
  usersFiltersToParams,
} from './users-filters';

const read = (query: string) => usersFiltersFromParams(new URLSearchParams(query));

describe('users filters in the URL', () => {
  it('round-trips every filter, leaving the defaults out', () => {
    const query =
      'search=ami&role=admin&plan=free&status=past_due&joinedFrom=2026-01-01&joinedTo=2026-01-31&sort=email_desc&page=4';
    expect(usersFiltersToParams(read(query)).toString()).toBe(query);
    expect(usersFiltersToParams(read('sort=joined_desc&page=1')).toString()).toBe('');
  });

  it('drops what the server would refuse, so an old or edited link still shows a list', () => {
    expect(read('role=owner&status=paused&sort=age&page=0&joinedFrom=2026-1-1')).toEqual(read(''));
    expect(read('page=10001').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
    expect(read('joinedFrom=2026-02-01&joinedTo=2026-01-01').joinedTo).toBe('');
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('says whether a filter narrows the list (the sort and page do not)', () => {
    expect(hasActiveFilters(read('sort=name_asc&page=3'))).toBe(false);
    expect(hasActiveFilters(read('joinedTo=2026-01-01'))).toBe(true);
  });

  it("maps the table's sorting to the server's sort names and back", () => {
    expect(sortToSorting('joined_desc')).toEqual([{ id: 'created_at', desc: true }]);
    expect(sortToSorting('name_asc')).toEqual([{ id: 'full_name', desc: false }]);
    expect(sortingToSort([{ id: 'email', desc: true }])).toBe('email_desc');
    expect(sortingToSort([{ id: 'role', desc: false }])).toBe('joined_desc');
    expect(sortingToSort([])).toBe('joined_desc');
  });
});

import { describe, expect, it } from 'vitest';
import { hasProfileBasics, missingProfileBasics } from './profile-basics.ts';

describe('profile basics (name, gender, date of birth)', () => {
  it('are all missing without a profile', () => {
    expect(missingProfileBasics(null)).toEqual(['full_name', 'gender', 'date_of_birth']);
    expect(missingProfileBasics(undefined)).toEqual(['full_name', 'gender', 'date_of_birth']);
    expect(hasProfileBasics(null)).toBe(false);
  });

  it('counts null and blank text as missing', () => {
    expect(missingProfileBasics({ full_name: '  ', gender: 'female', date_of_birth: null })).toEqual([
      'full_name',
      'date_of_birth',
    ]);
    expect(missingProfileBasics({ full_name: 'Amina', gender: null, date_of_birth: '1995-01-01' })).toEqual([
      'gender',
    ]);
  });

  it('are there when all three are filled; other fields do not matter', () => {
    const profile = { full_name: 'Amina Yusuf', gender: 'female', date_of_birth: '1995-01-01' };
    expect(missingProfileBasics(profile)).toEqual([]);
    expect(hasProfileBasics({ ...profile, occupation: null } as typeof profile)).toBe(true);
  });
});

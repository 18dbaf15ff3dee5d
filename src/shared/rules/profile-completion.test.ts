import { describe, expect, it } from 'vitest';
import { isFilled, missingCompletionFields, profileCompletion } from './profile-completion.ts';

const full = {
  full_name: 'Amina Yusuf',
  date_of_birth: '1995-04-02',
  gender: 'female',
  location: 'Ontario, Canada',
  current_country: 'Canada',
  occupation: 'Pharmacist',
  education: "Master's Degree",
  educational_qualification: "Master's Degree",
  religion_community: 'Sunni',
  bio: 'About me',
  self_description: 'About me',
  profile_photo_url: '/media/a.webp',
  partner_age_range: '28-35',
  partner_education: "Bachelor's Degree",
  phone: '+1 416 555 0100',
  email: 'amina@example.com',
};

describe('isFilled', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['   ', false],
    [[], false],
    ['x', true],
    [0, true],
    [['Arabic'], true],
    [false, true],
  ])('%j -> %s', (value, expected) => expect(isFilled(value)).toBe(expected));
});

describe('profileCompletion: one rule, 10 fields', () => {
  it('is 100 when every counted field is filled', () => {
    expect(profileCompletion(full)).toBe(100);
  });

  it('is 0 for an empty profile, or none yet', () => {
    expect(profileCompletion({})).toBe(0);
    expect(profileCompletion(null)).toBe(0);
  });

  it.each([
    [['email'], 0],
    [['full_name', 'email'], 10],
    [['full_name', 'date_of_birth', 'gender', 'email', 'phone'], 30],
    [['full_name', 'date_of_birth', 'gender', 'location', 'occupation'], 50],
  ] as const)('keeps %j -> %i', (kept, expected) => {
    const profile = Object.fromEntries(kept.map((k) => [k, full[k]]));
    expect(profileCompletion(profile)).toBe(expected);
  });

  it('counts empty strings as unfilled, and names what is missing in order', () => {
    expect(profileCompletion({ ...full, bio: '', partner_education: '  ' })).toBe(80);
    expect(missingCompletionFields({ ...full, bio: '', partner_education: '  ' })).toEqual([
      'bio',
      'partner_education',
    ]);
  });
});

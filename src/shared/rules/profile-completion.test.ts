import { describe, expect, it } from 'vitest';
import {
  analyticsCompletion,
  dashboardCompletion,
  isFilled,
  myProfileCompletion,
} from './profile-completion.ts';

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

describe('completion formulas', () => {
  it('is 100 when every counted field is filled', () => {
    expect(dashboardCompletion(full)).toBe(100);
    expect(myProfileCompletion(full)).toBe(100);
    expect(analyticsCompletion(full)).toBe(100);
  });

  it('is 0 for an empty profile', () => {
    expect(dashboardCompletion({})).toBe(0);
    expect(myProfileCompletion({})).toBe(0);
    expect(analyticsCompletion({})).toBe(0);
  });

  it.each([
    // [fields kept, dashboard /12, my profile /9, analytics /10]
    [['email'], 8, 0, 0],
    [['full_name', 'email'], 17, 11, 10],
    [['full_name', 'date_of_birth', 'gender', 'email'], 33, 33, 30],
    [['full_name', 'date_of_birth', 'gender', 'current_country', 'occupation'], 33, 56, 40],
  ] as const)('keeps %j -> %i / %i / %i', (kept, dashboard, mine, analytics) => {
    const profile = Object.fromEntries(kept.map((k) => [k, full[k]]));
    expect(dashboardCompletion(profile)).toBe(dashboard);
    expect(myProfileCompletion(profile)).toBe(mine);
    expect(analyticsCompletion(profile)).toBe(analytics);
  });

  it('counts empty strings as unfilled', () => {
    expect(dashboardCompletion({ ...full, bio: '', phone: '  ' })).toBe(83);
  });
});

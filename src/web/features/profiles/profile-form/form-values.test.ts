import { describe, expect, it } from 'vitest';
import { FEMALE_DRESSING, MALE_DRESSING } from '../../../../shared/options/profile-options';
import type { TOwnProfile } from '../../../../shared/profiles/profile-contract';
import { latestBirthDate } from './birth-date-limit';
import { firstInvalidField, formFieldFor, tabOf, tabsWithErrors } from './form-tabs';
import {
  dressingAfterGenderChange,
  fromProfile,
  PROFILE_FORM_FIELDS,
  toProfileBody,
  ZProfileForm,
  type TProfileFormValues,
} from './form-values';

const blank = Object.fromEntries(PROFILE_FORM_FIELDS.map((name) => [name, ''])) as TProfileFormValues;
const valid: TProfileFormValues = {
  ...blank,
  full_name: 'Amina Yusuf',
  date_of_birth: '1995-04-12',
  gender: 'female',
  marital_status: 'single',
};

describe('toProfileBody (form -> API)', () => {
  it('splits the comma-separated languages into a list, dropping blanks', () => {
    const body = toProfileBody({ ...valid, languages_spoken: ' Arabic, English ,, Urdu ' });
    expect(body.languages_spoken).toEqual(['Arabic', 'English', 'Urdu']);
    expect(toProfileBody(valid).languages_spoken).toEqual([]);
  });

  it('sends height and weight as whole numbers, or null when empty', () => {
    expect(toProfileBody({ ...valid, height_cm: '172', weight_kg: '' })).toMatchObject({
      height_cm: 172,
      weight_kg: null,
    });
    expect(toProfileBody({ ...valid, height_cm: '  ' }).height_cm).toBeNull();
  });

  it("joins the two partner ages as 'min-max', and sends null when both are empty", () => {
    expect(toProfileBody({ ...valid, partner_age_min: '25', partner_age_max: '35' }).partner_age_range).toBe(
      '25-35',
    );
    expect(toProfileBody(valid).partner_age_range).toBeNull();
    const body = toProfileBody({ ...valid, partner_age_min: '25', partner_age_max: '35' });
    expect(body).not.toHaveProperty('partner_age_min');
    expect(body).not.toHaveProperty('partner_age_max');
  });

  it('defaults the marital status to single and leaves missing required fields out', () => {
    const body = toProfileBody({ ...blank, full_name: 'A' });
    expect(body.marital_status).toBe('single');
    expect(body.gender).toBeUndefined();
    expect(body.date_of_birth).toBeUndefined();
  });
});

describe('ZProfileForm (the shared schema over the form)', () => {
  it('accepts a minimal valid form and normalises blanks to null', () => {
    const result = ZProfileForm.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ phone: null, height_cm: null, partner_age_range: null });
  });

  it('reports the required fields by name', () => {
    const result = ZProfileForm.safeParse(blank);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['full_name', 'date_of_birth', 'gender']));
  });

  it('rejects a fractional height, a half-filled age range and a too-long language list', () => {
    const result = ZProfileForm.safeParse({
      ...valid,
      height_cm: '170.5',
      partner_age_min: '25',
      languages_spoken: 'x'.repeat(101),
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['height_cm', 'partner_age_range', 'languages_spoken']));
  });
});

describe('fromProfile (API -> form)', () => {
  it('prefills a new member with the account name and single', () => {
    expect(fromProfile(null, 'Amina')).toEqual({ ...blank, full_name: 'Amina', marital_status: 'single' });
  });

  it('turns lists, numbers and the age range back into input text', () => {
    const profile = {
      full_name: 'Amina Yusuf',
      gender: 'female',
      height_cm: 165,
      weight_kg: null,
      languages_spoken: ['Arabic', 'English'],
      partner_age_range: '28-36',
      current_country: 'Canada',
    } as unknown as TOwnProfile;
    expect(fromProfile(profile, 'Account Name')).toMatchObject({
      full_name: 'Amina Yusuf',
      height_cm: '165',
      weight_kg: '',
      languages_spoken: 'Arabic, English',
      partner_age_min: '28',
      partner_age_max: '36',
      current_country: 'Canada',
      marital_status: 'single',
    });
  });

  it('falls back to the account name when the profile has none', () => {
    const profile = { full_name: '  ' } as unknown as TOwnProfile;
    expect(fromProfile(profile, 'Account Name').full_name).toBe('Account Name');
  });
});

describe('dressing follows gender', () => {
  it('keeps a dressing that fits the new gender, clears one that does not', () => {
    expect(dressingAfterGenderChange('female', FEMALE_DRESSING[0])).toBe(FEMALE_DRESSING[0]);
    expect(dressingAfterGenderChange('male', FEMALE_DRESSING[0])).toBe('');
    expect(dressingAfterGenderChange('male', MALE_DRESSING[1])).toBe(MALE_DRESSING[1]);
    expect(dressingAfterGenderChange('', MALE_DRESSING[1])).toBe('');
  });
});

describe('tabs and errors', () => {
  it('finds the first invalid field in screen order and its tab', () => {
    expect(firstInvalidField(['partner_education', 'current_state', 'height_cm'])).toBe('current_state');
    expect(tabOf('current_state')).toBe('location');
    expect(tabOf('languages_spoken')).toBe('lifestyle');
    expect([...tabsWithErrors(['phone', 'partner_age_min'])]).toEqual(['basic', 'partner']);
  });

  it("maps the API's field names to inputs (the age range to its first input)", () => {
    expect(formFieldFor('partner_age_range')).toBe('partner_age_min');
    expect(formFieldFor('current_state')).toBe('current_state');
    expect(formFieldFor('profile_photo_url')).toBeUndefined();
  });
});

describe('latestBirthDate', () => {
  it('is today 18 years ago, with 29 February falling back to the 28th', () => {
    expect(latestBirthDate(18, new Date('2026-06-15T10:00:00Z'))).toBe('2008-06-15');
    expect(latestBirthDate(18, new Date('2028-02-29T10:00:00Z'))).toBe('2010-02-28');
  });
});

/**
 * "The basics" of a profile: the three fields the profile form requires (spec §5: full name, date of
 * birth, gender). Without them discovery has nothing honest to show: no gender means no "opposite
 * gender" to list, no date of birth means no age for anyone's partner range. The web sends a member
 * without them to /complete-profile before /browse, /matches and /messages, and the server says so in
 * its discovery answers (`needs_basics`), both by this one rule.
 */
export const PROFILE_BASICS = ['full_name', 'gender', 'date_of_birth'] as const;
export type TProfileBasic = (typeof PROFILE_BASICS)[number];

export type ProfileBasicsInput = {
  full_name?: string | null;
  gender?: string | null;
  date_of_birth?: string | null;
} | null;

/** The basics a profile lacks (null, undefined and blank text are missing), in form order. */
export function missingProfileBasics(profile: ProfileBasicsInput | undefined): TProfileBasic[] {
  return PROFILE_BASICS.filter((field) => !profile?.[field]?.trim());
}

export const hasProfileBasics = (profile: ProfileBasicsInput | undefined): boolean =>
  missingProfileBasics(profile).length === 0;

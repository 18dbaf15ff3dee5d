import { sql } from 'drizzle-orm';
import { index, integer, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * Columns the database derives from a profile so matches can be scored in SQL, exactly as
 * src/shared/rules/match-score.ts scores them in JS. They are STORED generated columns: every write path
 * (the profile form, the seed, tests, the bench) gets them for free and none can forget them.
 * The mithaq_* functions come from scripts/db/match-text-sql.ts (see the discovery migration):
 * mithaq_match_key = norm() (trimmed, lower case, null when empty), mithaq_match_words = wordsOf(),
 * mithaq_match_languages = each language's norm(), mithaq_partner_age = parseAgeRange() min / max (null
 * when it does not parse or min > max, which never scores).
 */
export const matchHelperColumns = {
  matchReligion: text('match_religion').generatedAlwaysAs(sql`mithaq_match_key(religion_community)`),
  matchBeliefs: text('match_beliefs').generatedAlwaysAs(sql`mithaq_match_key(religious_beliefs)`),
  matchEducation: text('match_education').generatedAlwaysAs(sql`mithaq_match_key(educational_qualification)`),
  matchCountry: text('match_country').generatedAlwaysAs(sql`mithaq_match_key(current_country)`),
  matchState: text('match_state').generatedAlwaysAs(sql`mithaq_match_key(current_state)`),
  matchFamilyType: text('match_family_type').generatedAlwaysAs(sql`mithaq_match_key(family_type)`),
  matchMaritalStatus: text('match_marital_status').generatedAlwaysAs(sql`mithaq_match_key(marital_status)`),
  matchEducationWords: text('match_education_words')
    .array()
    .generatedAlwaysAs(sql`mithaq_match_words(educational_qualification)`),
  matchOccupationWords: text('match_occupation_words')
    .array()
    .generatedAlwaysAs(sql`mithaq_match_words(occupation)`),
  matchLanguages: text('match_languages')
    .array()
    .generatedAlwaysAs(sql`mithaq_match_languages(languages_spoken)`),
  partnerAgeMin: integer('partner_age_min').generatedAlwaysAs(sql`mithaq_partner_age(partner_age_range, 1)`),
  partnerAgeMax: integer('partner_age_max').generatedAlwaysAs(sql`mithaq_partner_age(partner_age_range, 2)`),
  /** What a name search searches: nameSearchKey() of src/shared/rules/name-search.ts, in SQL (migration 0013). */
  nameKey: text('name_key').generatedAlwaysAs(sql`mithaq_name_key(full_name)`),
};

type DiscoveryColumns = Record<
  | 'gender'
  | 'userId'
  | 'fullName'
  | 'createdAt'
  | 'dateOfBirth'
  | 'currentCountry'
  | 'educationalQualification'
  | 'religionCommunity'
  | 'maritalStatus'
  | keyof typeof matchHelperColumns,
  ExtraConfigColumn
>;

/**
 * Browse and matches only ever list named profiles of one gender, so their indexes are partial on
 * `full_name is not null` (the queries repeat that condition word for word) and start with gender.
 */
export function discoveryIndexes(t: DiscoveryColumns) {
  const listed = sql`${t.fullName} is not null`;
  return [
    // One per browse order; user_id last makes every order total, so pages never overlap. Migration
    // 0009 adds every browse filter column to them (INCLUDE, which drizzle cannot declare), so a page
    // of ids is an index-only scan (browse-service.ts).
    index('profiles_browse_newest_idx').on(t.gender, t.createdAt.desc().nullsFirst(), t.userId).where(listed),
    index('profiles_browse_name_idx')
      .on(t.gender, sql`lower(${t.fullName})`, t.userId)
      .where(listed),
    // Youngest first, unknown ages last; also counts the default age filter without touching the table.
    index('profiles_browse_age_idx').on(t.gender, t.dateOfBirth.desc().nullsLast(), t.userId).where(listed),
    // Name search: name_key LIKE '% word%' (a word of the name starts so) through trigrams (pg_trgm,
    // whose padding gives every word's first one or two letters a trigram of their own: a search of
    // two letters is an index lookup too; features/discovery/name-search.ts).
    index('profiles_name_key_trgm_idx')
      .using('gin', sql`${t.nameKey} gin_trgm_ops`)
      .where(listed),
    index('profiles_browse_country_idx').on(t.gender, t.currentCountry).where(listed),
    index('profiles_browse_education_idx').on(t.gender, t.educationalQualification).where(listed),
    index('profiles_browse_religion_idx').on(t.gender, t.religionCommunity).where(listed),
    index('profiles_browse_marital_idx').on(t.gender, t.maritalStatus).where(listed),
    // Every column the match score reads, so scoring all candidates is an index-only scan of about 300
    // bytes a member instead of a read of the whole rows (1 KB and more with the self description).
    index('profiles_match_candidates_idx')
      .on(
        t.gender,
        t.userId,
        t.createdAt,
        t.dateOfBirth,
        t.partnerAgeMin,
        t.partnerAgeMax,
        t.matchReligion,
        t.matchBeliefs,
        t.matchEducation,
        t.matchCountry,
        t.matchState,
        t.matchFamilyType,
        t.matchMaritalStatus,
        t.matchEducationWords,
        t.matchOccupationWords,
        t.matchLanguages,
      )
      .where(listed),
  ];
}

import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../../db/text-array.ts';
import type { MyMatchKeys } from './match-keys.ts';

/**
 * The score of spec §9 as one SQL expression over the other member's row `p`, rule by rule the same as
 * matchScore() in src/shared/rules/match-score.ts (points, "same", word overlap, ranges, languages, cap).
 * The other member's side comes from the generated helper columns (see profile-match-columns.ts); mine
 * from myMatchKeys(). A rule that cannot fire for me is left out, so the expression stays short; with no
 * rule left (an empty profile) nobody can score above 0 and the answer is null.
 * The candidate row must be aliased p.
 */
export function matchScoreSql(me: MyMatchKeys): SQL | null {
  const terms: SQL[] = [];
  const when = (condition: SQL, points: number | SQL) =>
    terms.push(sql`(case when ${condition} then ${points} else 0 end)`);

  if (me.theirBirth)
    when(
      sql`p.date_of_birth > ${me.theirBirth.after}::date and p.date_of_birth <= ${me.theirBirth.upTo}::date`,
      10,
    );
  if (me.myAge !== null) when(sql`p.partner_age_min <= ${me.myAge} and p.partner_age_max >= ${me.myAge}`, 10);
  if (me.religion) {
    const beliefs = me.beliefs
      ? sql`15 + (case when p.match_beliefs = ${me.beliefs} then 5 else 0 end)`
      : sql`15`;
    when(sql`p.match_religion = ${me.religion}`, beliefs);
  }
  if (me.educationWanted.length > 0)
    when(sql`p.match_education_words && ${textArray(me.educationWanted)}`, 10);
  if (me.education) when(sql`p.match_education = ${me.education}`, 5);
  if (me.country) {
    const state = me.state ? sql`10 + (case when p.match_state = ${me.state} then 5 else 0 end)` : sql`10`;
    when(sql`p.match_country = ${me.country}`, state);
  }
  if (me.careerWanted.length > 0) when(sql`p.match_occupation_words && ${textArray(me.careerWanted)}`, 10);
  if (me.languages.length > 0) {
    const common = sql.join(
      me.languages.map((key) => sql`(case when ${key} = any(p.match_languages) then 3 else 0 end)`),
      sql` + `,
    );
    terms.push(sql`least(${common}, 10)`);
  }
  if (me.familyType) when(sql`p.match_family_type = ${me.familyType}`, 5);
  if (me.maritalStatus) when(sql`p.match_marital_status = ${me.maritalStatus}`, 5);

  if (terms.length === 0) return null;
  return sql`least(${sql.join(terms, sql` + `)}, 100)`;
}

/**
 * inMyAgeRange() in SQL over the candidate row `p`: 1 when their age is inside my partner range today,
 * else 0. Ranking puts it right after the score, so of two equal scores the one who fits my range comes
 * first. Without a usable range of mine nobody fits, and the order falls to the next keys.
 */
export function inMyAgeRangeSql(me: MyMatchKeys): SQL {
  if (!me.theirBirth) return sql`0`;
  return sql`(case when p.date_of_birth > ${me.theirBirth.after}::date and p.date_of_birth <= ${me.theirBirth.upTo}::date then 1 else 0 end)`;
}

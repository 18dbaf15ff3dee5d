import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberPlanSettings, membershipEntitlements, profiles } from '../../db/schema/index.ts';
import type { TFeatureKey } from '../../../shared/membership/membership-contract.ts';
import { currentPlanIdSql } from './current-plan.ts';
import { ceilingSql } from './entitlements.ts';

/**
 * The member's plan settings (issue 19): photo privacy and incognito browsing. A stored flag takes
 * effect only while the plan the member is on now includes its feature, so a lapsed plan needs no
 * clean-up: the flag stays stored (and counts again after a renewal) but does nothing meanwhile.
 */

export type PlanSetting = 'photos_private' | 'incognito';

/** The feature each setting needs on the plan. */
export const SETTING_FEATURE: Record<PlanSetting, TFeatureKey> = {
  photos_private: 'photo_privacy',
  incognito: 'incognito_browsing',
};

/**
 * "The plan this member is on now includes `key`", as a condition over a member id or column, for
 * one-statement checks over many members. It is entitlements.ts's rule ('true' or 'unlimited'; a
 * number while the usage is below it) for features that are switched on, never spent: their usage
 * is always 0, so a number allows them when it is above 0.
 */
export function includesFeatureSql(userId: string | SQLWrapper, key: TFeatureKey, now: Date): SQL {
  return sql`exists (select 1 from ${membershipEntitlements} granted
    where granted.plan_id = ${currentPlanIdSql(userId, now)} and granted.feature_key = ${key}
      and ${grantsSql(sql`granted.feature_value`)})`;
}

/**
 * "This member may make their photos private now": every woman, whatever her plan (issue 23: modesty,
 * and women are the most exposed to misuse of their photos; ARCHITECTURE.md, Safety), anyone else
 * while their plan includes photo_privacy. The one spelling of it: the settings answer and PUT
 * (readPlanSettings) and the privacy rule itself (domain/member/photo-privacy.ts) both use it.
 */
export function mayHidePhotosSql(userId: string | SQLWrapper, now: Date): SQL {
  return sql`(exists (select 1 from ${profiles} owner_profile
      where owner_profile.user_id = ${userId} and owner_profile.gender = 'female')
    or ${includesFeatureSql(userId, SETTING_FEATURE.photos_private, now)})`;
}

/**
 * The spec's rule (shared/rules/entitlement.ts) for an entitlement that is held, not spent: 'true',
 * 'unlimited' or a number above 0, over a value column.
 */
export function grantsSql(value: PgColumn | SQL): SQL {
  return sql`(${ceilingSql(sql`${value}`)} <> 0)`;
}

export type PlanSettings = {
  /** As stored (what the member chose). */
  stored: Record<PlanSetting, boolean>;
  /** Whether each setting may be on now: the plan includes its feature (photos: or she is a woman). */
  entitled: Record<PlanSetting, boolean>;
  /** The end of my running visibility boost, if one runs now. */
  boostedUntil: Date | null;
};

/** The member's settings as stored and what their plan includes now, in one statement. */
export async function readPlanSettings(db: Db, userId: string, now: Date): Promise<PlanSettings> {
  const rows = rowsOf<{
    photos_private: boolean | null;
    incognito: boolean | null;
    photos_entitled: boolean;
    incognito_entitled: boolean;
    boosted_until: string | Date | null;
  }>(
    await db.execute(sql`
      select s.photos_private, s.incognito,
        case when s.boosted_until > ${now.toISOString()}::timestamptz then s.boosted_until end as boosted_until,
        ${mayHidePhotosSql(userId, now)} as photos_entitled,
        ${includesFeatureSql(userId, SETTING_FEATURE.incognito, now)} as incognito_entitled
      from (select 1) one
      left join ${memberPlanSettings} s on s.user_id = ${userId}`),
  );
  const row = rows[0];
  return {
    stored: { photos_private: row?.photos_private === true, incognito: row?.incognito === true },
    entitled: {
      photos_private: row?.photos_entitled === true,
      incognito: row?.incognito_entitled === true,
    },
    boostedUntil: row?.boosted_until ? new Date(row.boosted_until) : null,
  };
}

/** What takes effect now: a setting counts only while the plan includes its feature. */
export const effectiveSettings = (settings: PlanSettings) => ({
  photos_private: settings.stored.photos_private && settings.entitled.photos_private,
  incognito: settings.stored.incognito && settings.entitled.incognito,
  boosted_until: settings.boostedUntil?.toISOString() ?? null,
  available: { ...settings.entitled },
});

/** Stores the given settings (the others keep their value), one row per member. */
export async function savePlanSettings(
  db: Db,
  userId: string,
  changes: Partial<Record<PlanSetting, boolean>>,
  now: Date,
): Promise<void> {
  const values = {
    ...(changes.photos_private === undefined ? {} : { photosPrivate: changes.photos_private }),
    ...(changes.incognito === undefined ? {} : { incognito: changes.incognito }),
  };
  await db
    .insert(memberPlanSettings)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: memberPlanSettings.userId, set: { ...values, updatedAt: now } });
}

/**
 * Whether the member browses incognito now (stored and included in their plan): a profile view of
 * theirs is then not recorded (features/profiles/service.ts, before recordView).
 */
export async function isIncognito(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ on: sql<boolean>`${includesFeatureSql(userId, SETTING_FEATURE.incognito, now)}` })
    .from(memberPlanSettings)
    .where(sql`${eq(memberPlanSettings.userId, userId)} and ${memberPlanSettings.incognito}`)
    .limit(1);
  return rows[0]?.on === true;
}

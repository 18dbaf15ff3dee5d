import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hitRateLimit, type RateRule } from '../../http/rate-limit.ts';
import { matchLists } from '../../db/schema/index.ts';
import type { TMatchesQuery } from '../../../shared/discovery/discovery-contract.ts';
import type { Gender } from '../../../shared/options/profile-options.ts';
import type { MyMatchKeys } from './match-keys.ts';

/**
 * Stored /matches lists. Finding a member's best 50 means scoring every candidate of the other gender
 * (~50,000 at 100,000 members: no index can prune a sum of twelve rules, docs/benchmarks.md), which is
 * too slow to do on every visit. So the ordered ids of the answer are kept per member and filter set,
 * and a later visit only fetches and re-scores those ≤ 50 members. Cards always show live data and a
 * live score; what can lag is only *who* is on the list: a new member, or another member's profile
 * edit that would move them onto it, shows up within the TTL, or at once with Refresh.
 *
 * A list is worked out again when it is missing, older than the TTL, or was made for different keys
 * of mine: viewerKey hashes my side of every rule, which includes the birth-date window of my partner
 * age range and so changes with the date, and my own profile edits change it at once. Refresh
 * recomputes too (REFRESH_RATE_RULE).
 */

/**
 * Refresh works the list out again, up to 10 times a minute per member; past that the stored list
 * answers, so a held-down button (or a script) cannot keep a core busy scoring everyone.
 */
export const REFRESH_RATE_RULE: RateRule = { max: 10, windowSeconds: 60 };

export type StoredMatchList = { viewerKey: string; candidateIds: string[]; computedAt: Date };

/**
 * `verified`: whether staff approved my own verification, which decides whether members seen only by
 * verified members may be on my list (issue 23): becoming verified works the list out again.
 */
export function viewerKeyOf(wanted: Gender, keys: MyMatchKeys, verified: boolean): string {
  return createHash('sha256')
    .update(JSON.stringify(verified ? [wanted, keys, 'verified'] : [wanted, keys]))
    .digest('base64url');
}

/** '' without filters, so the plain /matches list has one stable key; otherwise every filter in order. */
export function filterKeyOf(query: TMatchesQuery): string {
  const { search, age, location, compatibility, verified } = query;
  if (!search && !age && !location && !compatibility && !verified) return '';
  const key = [search ?? null, age ?? null, location ?? null, compatibility ?? null];
  // "Verified only" (issue 23) is named only when on, so the keys of older filter sets stay as they were.
  return JSON.stringify(verified ? [...key, 'verified'] : key);
}

export async function readMatchList(
  db: Db,
  viewerId: string,
  filterKey: string,
): Promise<StoredMatchList | null> {
  const rows = await db
    .select({
      viewerKey: matchLists.viewerKey,
      candidateIds: matchLists.candidateIds,
      computedAt: matchLists.computedAt,
    })
    .from(matchLists)
    .where(and(eq(matchLists.viewerId, viewerId), eq(matchLists.filterKey, filterKey)))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether a stored list may answer now: made for the same keys of mine, and younger than the TTL. */
export function isUsable(
  list: StoredMatchList | null,
  wantedKey: string,
  options: { now: Date; ttlSeconds: number },
): list is StoredMatchList {
  if (!list || list.viewerKey !== wantedKey) return false;
  const ageSeconds = (options.now.getTime() - list.computedAt.getTime()) / 1000;
  // A list from the future (a clock stepped back) is not trusted either.
  return ageSeconds >= 0 && ageSeconds < options.ttlSeconds;
}

/** Whether this Refresh may recompute (REFRESH_RATE_RULE), counted per member. */
export async function mayRecompute(db: Db, viewerId: string): Promise<boolean> {
  return (await hitRateLimit(db, `matches-refresh:${viewerId}`, REFRESH_RATE_RULE)).allowed;
}

/**
 * Every fresh list (first visit, a new filter set, Refresh, an expired list) scores every candidate,
 * ~75-100 ms of a core at 100,000 members. A member gets 30 a minute, far above what typing into a
 * debounced search can ask for; a script past that gets its stored list for the filters if there is one,
 * else 429 (matches-service.ts).
 */
export const COMPUTE_RATE_RULE: RateRule = { max: 30, windowSeconds: 60 };

export async function mayComputeFresh(db: Db, viewerId: string) {
  return hitRateLimit(db, `matches-compute:${viewerId}`, COMPUTE_RATE_RULE);
}

export async function saveMatchList(
  db: Db,
  viewerId: string,
  filterKey: string,
  list: StoredMatchList,
): Promise<void> {
  await db
    .insert(matchLists)
    .values({ viewerId, filterKey, ...list })
    .onConflictDoUpdate({
      target: [matchLists.viewerId, matchLists.filterKey],
      set: { viewerKey: list.viewerKey, candidateIds: list.candidateIds, computedAt: list.computedAt },
    });
}

/** Lists older than the TTL are never used again; the server deletes them every few minutes. */
export async function pruneMatchLists(db: Db, ttlSeconds: number, now = new Date()): Promise<void> {
  await db.delete(matchLists).where(lt(matchLists.computedAt, new Date(now.getTime() - ttlSeconds * 1000)));
}

import { BROWSE_TOTAL_CAP } from '../../../shared/discovery/discovery-contract.ts';
import type { BrowseFilter } from './browse-statistics.ts';

/**
 * How one browse request finds its profiles (issue 18, item 4). Both databases plan each statement once
 * for all values (db/pglite-statements.ts, db/pg-statements.ts), and no one plan fits every value: "Canada"
 * holds a fifth of the members and "Ahmadiyya" one in a hundred, "sa" starts thousands of names and
 * "yus" a few dozen. So the service chooses the statement, and with it the plan:
 *
 * - walk: follow the index of the chosen order (it holds every filter column and the name key), test
 *   each member on the way, stop after BROWSE_TOTAL_CAP + 1 matches. Cheap when matches are dense: about
 *   (cap + 1) x listed / matches index entries, never a table read. When matches are few, the walk
 *   passes every listed member.
 * - collect: read the members one condition selects through its own index, test the rest, sort them.
 *   Through the name keys (profile_name_keys, whose index holds every column tested) that costs one
 *   index entry per key of the search's rarest word; through a filter's (gender, value) index, a table
 *   read per member. Cheap when that condition is rare.
 *
 * The figures come from browse-statistics.ts; the members matching everything are estimated as if the
 * conditions were independent.
 */

/**
 * A condition that can select members through an index of its own ('verified': "Verified only", through
 * the partial index of verified members, issue 23).
 */
export type Driver = 'name' | 'favorites' | 'verified' | BrowseFilter;
export type BrowsePlan = { kind: 'walk' } | { kind: 'collect'; driver: Driver };

/** A member read through a filter's index costs a table read: about three index entries. */
export const READ_COST = 3;

export type PlanInput = {
  listed: number;
  /** Each condition's share of the listed members (0-1); the product estimates the matches. */
  shares: number[];
  /**
   * What collecting through each driver costs, in index entries: a filter's members x READ_COST; the
   * name's keys x 1 (its index holds every column tested: no table read); Infinity when too many to count.
   */
  drivers: { driver: Driver; cost: number }[];
};

export function browsePlan({ listed, shares, drivers }: PlanInput): BrowsePlan {
  const favorites = drivers.find(({ driver }) => driver === 'favorites');
  // A member's favourites are a few hundred at most: always the cheapest start.
  if (favorites) return { kind: 'collect', driver: 'favorites' };
  const matches = shares.reduce((product, share) => product * share, listed);
  const walked = matches > BROWSE_TOTAL_CAP ? ((BROWSE_TOTAL_CAP + 1) * listed) / matches : listed;
  let best: BrowsePlan = { kind: 'walk' };
  let cost = walked;
  for (const driver of drivers) {
    if (driver.cost < cost) {
      best = { kind: 'collect', driver: driver.driver };
      cost = driver.cost;
    }
  }
  return best;
}

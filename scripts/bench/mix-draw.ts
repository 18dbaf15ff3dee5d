/**
 * The mixes a bench run sends (query-mix.ts draws them from the members as stored), and the warm-up
 * that goes before them on every server the bench starts.
 */
import type { Db } from '../../src/server/db/client.ts';
import { measureMix, readMemberFacts, type MixScenario } from './mix.ts';
import { createSampler } from './query-mix.ts';

/**
 * The mixes of this size's members (seeded: every run sends the same requests in the same order), and
 * the warm-up's, drawn the same way with another seed.
 */
export async function sampleMixes(
  db: Db,
  options: { accounts: number; seed: number; now: Date; browse: number; matches: number; warmUp: number },
): Promise<{ mixes: MixScenario[]; warmUp: MixScenario[] }> {
  const { accounts, seed, browse, matches, warmUp } = options;
  const facts = await readMemberFacts(db, options.now);
  const draw = (from: number, browseCount: number, matchesCount: number) => {
    const sampler = createSampler(facts, from);
    const mixes = [
      { name: 'browse mix', requests: sampler.browse(browseCount, accounts) },
      { name: 'matches mix', requests: sampler.matches(matchesCount, accounts) },
    ];
    // BENCH_MIX_BROWSE=0 or BENCH_MIX_MATCHES=0 leaves that mix out.
    return mixes.filter((mix) => mix.requests.length > 0);
  };
  return {
    mixes: draw(seed, browse, matches),
    warmUp: draw(seed + 1, browse > 0 ? warmUp : 0, matches > 0 ? warmUp : 0),
  };
}

/**
 * A server that has just started compiles its hot code and prepares each statement once per database
 * connection: the browse mix sends about 275 distinct statement texts, so on PostgreSQL's pool of 10
 * the first thousands of requests mostly pay for parsing and planning, which a server that has been
 * running has done long ago. Requests of another seed's mix, as many as the measured one, go first,
 * unmeasured, at the most connections, and the measured mix follows at once: the second half of one
 * load. What browse shares between members for a minute (how many name keys a fragment starts,
 * browse-statistics.ts) is then as warm as on a server members use all day; BENCH_WARM_UP=0 measures
 * a server from its first request, every count computed in the measured mix.
 */
export async function warmUpServer(
  url: string,
  warmUp: readonly MixScenario[],
  cookies: readonly string[],
  connections: number,
) {
  if (warmUp.length === 0) return;
  for (const mix of warmUp) {
    const measured = await measureMix(url, mix, cookies, connections);
    console.log(
      `  warm-up, ${mix.name}: ${measured.requests} requests, p95 ${measured.p95} ms (not recorded)`,
    );
  }
}

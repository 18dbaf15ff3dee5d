// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildConnection } from '../../test/connection-builders';
import { json } from '../../test/stub-api';
import { getConnectionWith } from './get-connection-with';

afterEach(() => vi.unstubAllGlobals());

/** Answers each lookup with a connection for every listed member whose id starts with "known". */
function stubLookups() {
  const spy = vi.fn(async (input: RequestInfo | URL) => {
    const ids = new URL(String(input), 'http://localhost').searchParams.get('user_ids')?.split(',') ?? [];
    const known = ids.filter((id) => id.startsWith('known'));
    return json({
      connections: known.map((id) =>
        buildConnection({ id: `c-${id}`, other: { ...buildConnection().other, user_id: id } }),
      ),
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

const idsOf = (spy: ReturnType<typeof stubLookups>, call: number) =>
  new URL(String(spy.mock.calls[call]?.[0]), 'http://localhost').searchParams.get('user_ids')?.split(',');

describe('getConnectionWith', () => {
  it('asks once for every lookup of the same moment, and answers each member (null for none)', async () => {
    const spy = stubLookups();
    const [a, b, none, again] = await Promise.all([
      getConnectionWith('known-a'),
      getConnectionWith('known-b'),
      getConnectionWith('stranger'),
      getConnectionWith('known-a'),
    ]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(String(spy.mock.calls[0]?.[0])).toMatch(/^\/api\/connections\/with\?user_ids=/);
    expect(idsOf(spy, 0)).toEqual(['known-a', 'known-b', 'stranger']);
    expect([a?.id, b?.id, none, again?.id]).toEqual(['c-known-a', 'c-known-b', null, 'c-known-a']);
  });

  it('splits more than 50 members into requests of at most 50', async () => {
    const spy = stubLookups();
    const ids = Array.from({ length: 60 }, (_, i) => `known-${i}`);
    const answers = await Promise.all(ids.map((id) => getConnectionWith(id)));
    expect(spy).toHaveBeenCalledTimes(2);
    expect([idsOf(spy, 0)?.length, idsOf(spy, 1)?.length]).toEqual([50, 10]);
    expect(answers.map((c) => c?.id)).toEqual(ids.map((id) => `c-${id}`));
  });

  it('fails every lookup of a request that failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500)),
    );
    const results = await Promise.allSettled([getConnectionWith('x'), getConnectionWith('y')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});

import autocannon from 'autocannon';

export type Scenario = { name: string; path: string };
export type Measured = {
  scenario: string;
  path: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  bytes: number;
};

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * One scenario: `connections` clients for `seconds`, each request signed in as the next bench account in
 * turn (matches cost depends on whose they are). Percentiles are exact, from every response time.
 */
export async function measure(
  url: string,
  scenario: Scenario,
  cookies: readonly string[],
  options: { connections: number; seconds: number },
): Promise<Measured> {
  const first = await fetch(`${url}${scenario.path}`, { headers: { cookie: cookies[0]! } });
  const body = await first.arrayBuffer();
  if (!first.ok) throw new Error(`${scenario.path}: ${first.status} ${new TextDecoder().decode(body)}`);

  let next = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'GET',
        path: scenario.path,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: cookies[next++ % cookies.length]! },
        }),
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
    latencies.push(ms),
  );
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    path: scenario.path,
    connections: options.connections,
    seconds: options.seconds,
    requests: result.requests.total,
    rps: Math.round((result.requests.total / result.duration) * 10) / 10,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    failures: result.non2xx + result.errors + result.timeouts,
    bytes: body.byteLength,
  };
}

export const round = (ms: number) => Math.round(ms * 10) / 10;

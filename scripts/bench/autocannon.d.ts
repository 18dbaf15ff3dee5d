// autocannon ships no types; this is the part of its API the bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Request = { method?: string; path?: string; headers?: Record<string, string> };
  /** Per connection, kept from a request's setupRequest to its onResponse. */
  type Context = Record<string, unknown>;
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests in all (instead of `duration`). */
    amount?: number;
    headers?: Record<string, string>;
    requests?: (Request & {
      setupRequest?: (request: Request, context: Context) => Request;
      onResponse?: (status: number, body: string, context: Context) => void;
    })[];
  };
  type Result = {
    requests: { total: number; average: number };
    throughput: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  };
  type Instance = EventEmitter & Promise<Result>;
  function autocannon(options: Options): Instance;
  export default autocannon;
}

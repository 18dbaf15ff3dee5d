export const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 15_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 = the first after a drop): exponential from
 * 500 ms, capped at 15 s, with "equal jitter" (between half and all of it) so that a server restart
 * is not met by every browser at the same instant.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

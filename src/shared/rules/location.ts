/** The spec's `location`: "state, country" when both exist, else whichever exists, else null. */
export function locationOf(state: string | null, country: string | null): string | null {
  const parts = [state, country].filter((p): p is string => Boolean(p && p.trim()));
  return parts.length ? parts.join(', ') : null;
}

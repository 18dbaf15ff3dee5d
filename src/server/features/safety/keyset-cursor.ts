/**
 * The safety lists (blocked members, the moderation queue) are ordered by a timestamp and an id, both
 * descending. A cursor names the last row of a page by the two, the timestamp to the microsecond as
 * PostgreSQL stores it; opaque to clients (base64url).
 */
export type KeysetCursor = { at: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

export const encodeCursor = (cursor: KeysetCursor): string =>
  Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');

export function decodeCursor(value: string): KeysetCursor | null {
  const [at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !TIMESTAMP.test(at) || id.length > 128) return null;
  return { at, id };
}

/**
 * The chat list is ordered by (updated_at desc, id desc). A cursor names the last row of a page by
 * those two values, with updated_at to the microsecond as PostgreSQL stores it (a JavaScript Date
 * would round it and skip or repeat rows). It is opaque to clients: base64url of "timestamp|id".
 */
export type ListCursor = { updatedAt: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.updatedAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): ListCursor | null {
  if (value.length > 200) return null;
  const [updatedAt, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !updatedAt || !id || !TIMESTAMP.test(updatedAt) || !UUID.test(id)) return null;
  return { updatedAt, id };
}

/** Path ids are uuids; anything else cannot name a row, and must not reach PostgreSQL as a uuid. */
export const isUuid = (value: string) => UUID.test(value);

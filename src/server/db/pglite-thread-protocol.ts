/**
 * The messages between the server and the embedded database's thread (pglite-thread.ts and
 * pglite-worker.ts). Everything in them is structured-cloneable: no functions, no class instances
 * other than Date, Uint8Array and Error-free plain objects.
 */

export type RowMode = 'array' | 'object';

export type ThreadRequest =
  | { op: 'open'; dataDir?: string; dataDump?: ArrayBuffer }
  | {
      op: 'query';
      /** The transaction the query belongs to; null: a statement of its own. */
      tx: number | null;
      text: string;
      params: unknown[];
      rowMode: RowMode;
    }
  | { op: 'exec'; tx: number | null; text: string }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

export type ThreadCall = ThreadRequest & { id: number };

/**
 * The types drizzle's PGlite driver asks to keep as text (it parses them itself): timestamp,
 * timestamptz, interval, date, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[].
 * On the database's thread they are always kept as text, for every statement.
 */
export const TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

/** A PostgreSQL error's message and fields (code, constraint, detail, ...), without its class. */
export type ThreadError = {
  message: string;
  name: string;
  fields: Record<string, string | number | boolean>;
};

export type ThreadReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

export type QueryAnswer = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};

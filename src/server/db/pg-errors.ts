/**
 * PostgreSQL error codes as both drivers report them. drizzle wraps a failed query in a
 * DrizzleQueryError whose `cause` is the driver's error (node-postgres and PGlite both carry `.code`
 * and `.constraint`), so the chain of causes is searched.
 */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

type PgErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown };

function pgErrorOf(error: unknown): { code: string; constraint: string | undefined } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return {
        code: fields.code,
        constraint: typeof fields.constraint === 'string' ? fields.constraint : undefined,
      };
    }
    current = fields.cause;
  }
  return null;
}

/** True when the error is this PostgreSQL code, and (when named) raised by this constraint or index. */
export function isPgError(error: unknown, code: string, constraint?: string): boolean {
  const found = pgErrorOf(error);
  if (!found || found.code !== code) return false;
  return constraint === undefined || found.constraint === constraint;
}

/**
 * SQLSTATE class 22 ("data exception": a NUL character in text, a malformed number or date, a value
 * out of range) is always caused by a value the caller sent, never by the server's state.
 */
export function isPgDataException(error: unknown): boolean {
  return pgErrorOf(error)?.code.startsWith('22') ?? false;
}

/** Raw db.execute() answers differ by driver in type only: both node-postgres and PGlite carry .rows. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

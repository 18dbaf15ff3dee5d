import pg from 'pg';

/** Per connection; past it the least recently used statement is deallocated. */
export const MAX_STATEMENTS_PER_CONNECTION = 500;

/**
 * Connection options for a pool of StatementCachingClient: a prepared statement gets one plan, made once
 * for all values, as on the embedded database (db/pglite-statements.ts says why, and what it costs).
 */
export const GENERIC_PLANS_OPTION = '-c plan_cache_mode=force_generic_plan';

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };
type Internals = { connection: { parsedStatements: Record<string, string> } };

/**
 * A node-postgres client that prepares every statement once per connection: the first run parses it, every later run is bind and execute, and PostgreSQL plans it once
 * (GENERIC_PLANS_OPTION). Without names, node-postgres sends an unnamed statement every time and
 * PostgreSQL parses, analyses and plans it again: most of the database's time for a browse request at
 * 100,000 members (docs/benchmarks.md).
 */
export class StatementCachingClient extends pg.Client {
  /** SQL text -> statement name, least recently used first. */
  readonly #names = new Map<string, string>();
  #next = 1;
  protected readonly maxStatements: number = MAX_STATEMENTS_PER_CONNECTION;

  // node-postgres's query() has many overloads; this one only names a query with parameters, given as
  // text or as a config (drizzle's way). One without parameters keeps the simple protocol, which takes
  // several statements at once (migrations) and needs no plan kept (BEGIN, SET, VACUUM). Typed as
  // never: callers see pg.Client's own overloads (the pool is typed as pg.Pool).
  override query(...args: unknown[]): never {
    const [first, second] = args;
    const config: QueryConfig | undefined =
      typeof first === 'string' ? { text: first } : first && typeof first === 'object' ? first : undefined;
    if (config && !('submit' in config) && typeof config.text === 'string' && config.name === undefined) {
      const values = config.values ?? second;
      if (Array.isArray(values) && values.length > 0) {
        args[0] = { ...config, name: this.#nameFor(config.text) };
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  #nameFor(text: string): string {
    const known = this.#names.get(text);
    if (known !== undefined) {
      this.#names.delete(text);
      this.#names.set(text, known);
      return known;
    }
    if (this.#names.size >= this.maxStatements) this.#evictOldest();
    // Never reused: a text evicted and seen again is prepared under a new name.
    const name = `mithaq_${this.#next++}`;
    this.#names.set(text, name);
    return name;
  }

  #evictOldest() {
    const [text, name] = this.#names.entries().next().value!;
    this.#names.delete(text);
    // No query queued or to come uses the name (it was the least recently used, and names are never
    // reused), so node-postgres can forget it now and PostgreSQL after the queries ahead of it.
    delete (this as unknown as Internals).connection.parsedStatements[name];
    void super.query(`deallocate ${name}`).catch(() => undefined);
  }
}

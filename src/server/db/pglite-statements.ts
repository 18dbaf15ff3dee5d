import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import type { RowMode } from './pglite-thread-protocol.ts';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
type Statement = { name: string; paramTypes: number[]; rowDescription: BackendMessage | undefined };

const { serialize } = protocol;

/** More than the server's distinct statements; past it the least recently used is closed. */
export const MAX_STATEMENTS = 500;

const GENERIC_PLANS = serialize.query('set plan_cache_mode = force_generic_plan');

/** Statement names are unique per process, so two PreparedStatements on one database never clash. */
let nextName = 1;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Statements prepared once per SQL text, as a PostgreSQL driver with a statement cache keeps them, for
 * PGlite on the database's thread (pglite-worker.ts).
 *
 * PGlite's query() sends parse, describe, bind, describe, execute and sync to its backend one message at
 * a time, and PostgreSQL parses, analyses and plans the text every time. Here the first run of a text
 * parses and describes it under a name; every later run is bind, execute and sync in one pass, with the
 * plan PostgreSQL made once (plan_cache_mode = force_generic_plan). PostgreSQL's own choice ('auto')
 * kept planning the browse statements at every run, because their generic plan's estimate is higher,
 * for the same plan. Measured at 100,000 members (docs/benchmarks.md): the same or faster for every
 * browse filter tried, the database's time per browse request down by about a third.
 *
 * The price: a statement gets one plan whatever its values. Where the best plan depends on them, the
 * caller writes one statement per case (browse's name search picks its statement by how many match).
 *
 * Values are serialized and rows parsed as PGlite's query() does (its serializers, its parsers, its
 * parseResults), so answers are the same.
 */
export class PreparedStatements {
  readonly #pg: PGlite;
  readonly #statements = new Map<string, Statement>();
  /** Evicted inside a transaction: closed by the next statement outside one. */
  readonly #toClose: string[] = [];

  private constructor(pg: PGlite) {
    this.#pg = pg;
  }

  static async create(pg: PGlite): Promise<PreparedStatements> {
    await pg.execProtocol(GENERIC_PLANS, { syncToFs: false });
    return new PreparedStatements(pg);
  }

  get size(): number {
    return this.#statements.size;
  }

  /** A statement of its own: waits for any open transaction, as PGlite's query() does. */
  query(text: string, params: unknown[], rowMode: RowMode): Promise<Results> {
    return this.#pg._runExclusiveTransaction(() =>
      this.#pg._runExclusiveQuery(() => this.#run(text, params, rowMode, false)),
    );
  }

  /** A statement inside the transaction that holds PGlite's transaction lock. */
  queryInTransaction(text: string, params: unknown[], rowMode: RowMode): Promise<Results> {
    return this.#pg._runExclusiveQuery(() => this.#run(text, params, rowMode, true));
  }

  async #run(text: string, params: unknown[], rowMode: RowMode, inTransaction: boolean): Promise<Results> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text));
    // Most recently used last: the first in the map is the one to evict.
    this.#statements.delete(text);
    this.#statements.set(text, statement);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.#pg.serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const parts = [
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
      ...(inTransaction ? [] : this.#closeEvicted()),
    ];
    const { messages } = await this.#pg.execProtocol(concat(parts), { syncToFs: !inTransaction });
    // PostgreSQL described the statement's fields once, when it was prepared.
    const withFields = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(withFields, this.#pg.parsers, { rowMode })[0]!;
  }

  async #prepare(text: string): Promise<Statement> {
    const name = `mithaq_${nextName++}`;
    // A text that does not parse throws here, and is not kept.
    const { messages } = await this.#pg.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    if (this.#statements.size >= MAX_STATEMENTS) {
      const [oldestText, oldest] = this.#statements.entries().next().value!;
      this.#statements.delete(oldestText);
      this.#toClose.push(oldest.name);
    }
    return statement;
  }

  /** Close messages for evicted statements, and their sync; nothing when there are none. */
  #closeEvicted(): Uint8Array[] {
    if (this.#toClose.length === 0) return [];
    return [...this.#toClose.splice(0).map((name) => serialize.close({ type: 'S', name })), serialize.sync()];
  }
}

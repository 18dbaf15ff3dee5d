/**
 * The embedded database on a thread of its own (pglite-worker.ts), behind the part of PGlite's client
 * that drizzle's driver uses: query(text, params, { rowMode, parsers }), exec, transaction and close.
 *
 * Why: PGlite runs PostgreSQL on the thread that calls it. In the server's thread, ten requests in
 * flight queued every query behind every other request's HTTP and JSON work on one core; on a thread
 * of its own the database uses the second core (docs/benchmarks.md, browse at 10 connections).
 *
 * What crosses the thread is data only. Dates, times and intervals come back as text, as drizzle's
 * parsers ask (pglite-thread-protocol.ts TEXT_TYPES); any other parser is refused. A failed
 * statement comes back as an Error with the PostgreSQL fields (code, constraint, detail, ...) that
 * pg-errors.ts reads.
 */
import { Worker } from 'node:worker_threads';
import {
  TEXT_TYPES,
  type QueryAnswer,
  type RowMode,
  type ThreadError,
  type ThreadReply,
  type ThreadRequest,
} from './pglite-thread-protocol.ts';

type QueryOptions = {
  rowMode?: RowMode;
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
};

export type ThreadTransaction = {
  query: (text: string, params?: unknown[], options?: QueryOptions) => Promise<QueryAnswer>;
  exec: (text: string) => Promise<QueryAnswer[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

// The worker is its own entry point: beside this file in the source, and in dist/server in the build.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./pglite-worker.ts', import.meta.url)
  : new URL('./pglite-worker.js', import.meta.url);

const PROBE = '2000-01-01 00:00:00+00';

/**
 * What the thread allocates lives for one statement (its rows, their copy for the server's thread):
 * V8's default young generation, sized for a whole application, let the thread hold 20-30 MB more
 * under chat load than this one does (docs/benchmarks.md, sixth session).
 */
export const THREAD_LIMITS = { maxYoungGenerationSizeMb: 6 };

const textTypes = new Set(TEXT_TYPES);

/**
 * drizzle's parsers keep the text of dates, times and intervals, which the thread does for every
 * statement: any other parser (a function cannot cross a thread) is refused rather than ignored.
 */
function checkParsers(parsers: QueryOptions['parsers']): void {
  for (const [oid, parse] of Object.entries(parsers ?? {})) {
    if (!textTypes.has(Number(oid)) || parse(PROBE, Number(oid)) !== PROBE) {
      throw new Error(`Type ${oid}: the database thread keeps only dates, times and intervals as text`);
    }
  }
}

function rebuildError(error: ThreadError): Error {
  const rebuilt = new Error(error.message);
  Object.assign(rebuilt, error.fields);
  rebuilt.name = error.name;
  return rebuilt;
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextCall = 1;
  #closed = false;
  #failure: Error | undefined;

  private constructor(onFailure: (error: Error) => void) {
    this.#worker = WORKER_URL.pathname.endsWith('.ts')
      ? // The source (npm run dev, tests): Node 20 gives a worker no loader of --import, so the
        // thread registers tsx itself before it loads the TypeScript.
        new Worker(
          `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
            `.then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); })`,
          { eval: true, execArgv: [], resourceLimits: THREAD_LIMITS },
        )
      : // Nothing of the server's command line (--watch, heap sizes) is meant for the database's thread.
        new Worker(WORKER_URL, { execArgv: [], resourceLimits: THREAD_LIMITS });
    this.#worker.unref();
    this.#worker.on('message', (reply: ThreadReply) => this.#settle(reply));
    this.#worker.on('error', (error) => this.#fail(error, onFailure));
    this.#worker.on('exit', (code) => {
      if (!this.#closed)
        this.#fail(new Error(`The embedded database's thread stopped (exit code ${code})`), onFailure);
    });
  }

  /**
   * Opens a database on a new thread: a data folder, or (tests) a copy of a dumped one held in memory.
   * `onFailure` is called if that thread dies (a WebAssembly abort, out of memory): every statement
   * after that fails, so the server should stop.
   */
  static async open(
    from: { dataDir: string } | { dataDump: Blob },
    onFailure: (error: Error) => void = () => {},
  ): Promise<PgliteThread> {
    const thread = new PgliteThread(onFailure);
    try {
      await thread.#call(
        'dataDir' in from
          ? { op: 'open', dataDir: from.dataDir }
          : { op: 'open', dataDump: await from.dataDump.arrayBuffer() },
      );
    } catch (error) {
      thread.#closed = true;
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryAnswer> {
    return this.#query(null, text, params, options);
  }

  async exec(text: string): Promise<QueryAnswer[]> {
    return (await this.#call({ op: 'exec', tx: null, text })) as QueryAnswer[];
  }

  /** Like PGlite's: commits when `work` returns, rolls back when it throws or calls rollback(). */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ op: 'begin' })) as number;
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = async (commit: boolean) => {
      closed = true;
      await this.#call({ op: 'end', tx: id, commit });
    };
    const tx: ThreadTransaction = {
      query: async (text, params = [], options = {}) => {
        open();
        return this.#query(id, text, params, options);
      },
      exec: async (text) => {
        open();
        return (await this.#call({ op: 'exec', tx: id, text })) as QueryAnswer[];
      },
      rollback: async () => {
        open();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      if (!this.#failure) await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  async #query(
    tx: number | null,
    text: string,
    params: unknown[],
    options: QueryOptions,
  ): Promise<QueryAnswer> {
    checkParsers(options.parsers);
    const rowMode = options.rowMode ?? 'object';
    return (await this.#call({ op: 'query', tx, text, params, rowMode })) as QueryAnswer;
  }

  #call(request: ThreadRequest): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('The embedded database is closed'));
    const id = this.#nextCall++;
    return new Promise((resolve, reject) => {
      // The thread keeps the process alive only while a statement is in flight.
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #settle(reply: ThreadReply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(rebuildError(reply.error));
  }

  #fail(error: Error, onFailure: (error: Error) => void) {
    if (this.#failure) return;
    this.#failure = error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
    onFailure(error);
  }
}

/**
 * The embedded database's own thread (started by pglite-thread.ts). PGlite runs PostgreSQL in
 * WebAssembly on whichever thread calls it; here that is this worker, so the server's thread spends
 * its time on HTTP, sockets and JSON while the database works on the other core.
 *
 * A transaction stays open across messages: PGlite's transaction() holds its lock (every other
 * statement waits for it, as in one process) until the server says 'end'.
 */
import { parentPort } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { openPglite } from './pglite-open.ts';
import { PreparedStatements } from './pglite-statements.ts';
import { TEXT_TYPES, type ThreadCall, type ThreadError, type ThreadReply } from './pglite-thread-protocol.ts';

type OpenTransaction = { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-thread.ts)');

let client: PGlite | undefined;
let statements: PreparedStatements | undefined;
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

const keepText = (value: string) => value;

function database(): PGlite {
  if (!client) throw new Error('The embedded database is not open');
  return client;
}

function openTransaction(tx: number): OpenTransaction {
  const open = transactions.get(tx);
  if (!open) throw new Error(`No open transaction ${tx}`);
  return open;
}

/** What crosses back to the server of a statement's result (its class and blob do not). */
const answerOf = (result: Results) => ({
  rows: result.rows,
  fields: result.fields,
  affectedRows: result.affectedRows,
});

/** Starts a transaction and answers its number once it holds the lock and has run BEGIN. */
function begin(): Promise<number> {
  const id = nextTransaction++;
  return new Promise<number>((started, failed) => {
    const done = database().transaction(async (tx) => {
      const commit = await new Promise<boolean>((finish) => {
        transactions.set(id, { tx, finish, done });
        started(id);
      });
      // Rolled back explicitly; a commit is what PGlite does when this callback returns.
      if (!commit && !tx.closed) await tx.rollback();
    });
    done.then(
      () => transactions.delete(id),
      (error: unknown) => {
        transactions.delete(id);
        failed(error); // Only takes effect when BEGIN itself failed; otherwise 'end' reports it.
      },
    );
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = openTransaction(id);
  open.finish(commit);
  await open.done;
}

async function handle(call: ThreadCall): Promise<unknown> {
  switch (call.op) {
    case 'open':
      client = await openPglite({
        ...(call.dataDir ? { dataDir: call.dataDir } : {}),
        ...(call.dataDump ? { loadDataDir: new Blob([call.dataDump]) } : {}),
      });
      // Set once for the client rather than passed with each statement: PGlite copies its whole table
      // of parsers (some 340 types) into every statement that brings parsers of its own, and that copy
      // was a tenth of its time under load.
      for (const oid of TEXT_TYPES) client.parsers[oid] = keepText;
      statements = await PreparedStatements.create(client);
      return null;
    case 'query': {
      if (!statements) throw new Error('The embedded database is not open');
      if (call.tx === null) return answerOf(await statements.query(call.text, call.params, call.rowMode));
      openTransaction(call.tx);
      return answerOf(await statements.queryInTransaction(call.text, call.params, call.rowMode));
    }
    case 'exec': {
      const runner = call.tx === null ? database() : openTransaction(call.tx).tx;
      return (await runner.exec(call.text)).map(answerOf);
    }
    case 'begin':
      return begin();
    case 'end':
      await end(call.tx, call.commit);
      return null;
    case 'close':
      if (client && !client.closed) await client.close();
      return null;
  }
}

/** The error's message and its PostgreSQL fields; the class does not cross threads, the fields do. */
function describeError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: ThreadError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return { message: error.message, name: error.name, fields };
}

port.on('message', (call: ThreadCall) => {
  handle(call).then(
    (value) => port.postMessage({ id: call.id, ok: true, value } satisfies ThreadReply),
    (error: unknown) =>
      port.postMessage({ id: call.id, ok: false, error: describeError(error) } satisfies ThreadReply),
  );
});

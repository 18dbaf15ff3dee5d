import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Deps } from '../../http/app-env.ts';
import {
  accountOf,
  connectionsOf,
  favouritesOf,
  membershipOf,
  messagesOf,
  profileOf,
  viewsOf,
} from './export-data.ts';

/**
 * GET /api/me/export as a zip stream (fflate: streaming, no dependencies). Files are added one after
 * the other and each is compressed as its data arrives; the stream is pulled, so the next page of
 * messages is read only when the client has taken what came before. Memory stays at one page
 * (export-data.ts EXPORT_PAGE) whatever the member's history.
 */

type Chunks = AsyncIterable<string | Uint8Array>;

const README = `Your Mithaq data
account.json        your account (e-mail, name, when you joined)
profile.json        your profile, every field
photos/             your profile photo and its thumbnail
connections.json    your connection requests and chats (the other member's id and name)
messages.json       every message of your conversations ("from": "me" or "them")
profile-views.json  who viewed your profile and whose profiles you viewed
favourites.json     the members you saved
membership.json     your memberships and payments
`;

async function* once(text: string): Chunks {
  yield text;
}

async function* bytesOf(bytes: Uint8Array): Chunks {
  yield bytes;
}

const json = (value: unknown): Chunks => once(`${JSON.stringify(value, null, 2)}\n`);

/** A small JSON file read from the database only when the archive reaches it. */
async function* jsonOnceRead(read: () => Promise<unknown>): Chunks {
  yield* json(await read());
}

/** A JSON array written a page at a time. */
async function* jsonArray(pages: AsyncIterable<unknown[]>): Chunks {
  let first = true;
  yield '[';
  for await (const page of pages) {
    const text = page.map((item) => JSON.stringify(item)).join(',\n');
    if (!text) continue;
    yield `${first ? '\n' : ',\n'}${text}`;
    first = false;
  }
  yield '\n]\n';
}

async function* viewsFile(deps: Deps, userId: string): Chunks {
  yield '{\n"viewed_me": ';
  yield* jsonArray(viewsOf(deps.db, userId, 'received'));
  yield ',\n"i_viewed": ';
  yield* jsonArray(viewsOf(deps.db, userId, 'made'));
  yield '}\n';
}

type Entry = { name: string; data: () => Chunks; stored?: boolean };

/** The archive's files, read only when their turn comes. */
async function* entriesOf(deps: Deps, userId: string): AsyncGenerator<Entry> {
  const { db, storage } = deps;
  yield { name: 'README.txt', data: () => once(README) };
  yield { name: 'account.json', data: () => jsonOnceRead(() => accountOf(db, userId)) };
  const profile = await profileOf(db, userId);
  yield { name: 'profile.json', data: () => json(profile?.json ?? null) };
  for (const url of profile?.photos ?? []) {
    const key = storage.keyFor(url);
    const file = key ? await storage.read(key) : null;
    if (key && file)
      yield { name: `photos/${key.split('/').at(-1)}`, data: () => bytesOf(file), stored: true };
  }
  const list = await connectionsOf(db, userId);
  yield { name: 'connections.json', data: () => json(list) };
  const ids = list.map((c) => String(c.id));
  yield { name: 'messages.json', data: () => jsonArray(messagesOf(db, userId, ids)) };
  yield { name: 'profile-views.json', data: () => viewsFile(deps, userId) };
  yield { name: 'favourites.json', data: () => jsonOnceRead(() => favouritesOf(db, userId)) };
  yield { name: 'membership.json', data: () => jsonOnceRead(() => membershipOf(db, userId)) };
}

/** The zip's bytes, piece by piece. */
async function* zipChunks(deps: Deps, userId: string): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else out.push(data);
  });
  const drain = function* () {
    if (failure) throw failure;
    yield* out.splice(0);
  };
  for await (const entry of entriesOf(deps, userId)) {
    const file = entry.stored ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
    zip.add(file);
    for await (const chunk of entry.data()) {
      file.push(typeof chunk === 'string' ? strToU8(chunk) : chunk);
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** The archive as a web stream, pulled by the client: a client that leaves stops the reading. */
export function exportArchiveStream(deps: Deps, userId: string): ReadableStream<Uint8Array> {
  const chunks = zipChunks(deps, userId);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        deps.log.error({ err: error }, 'account export failed midway');
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

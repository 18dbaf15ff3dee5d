// npm run bench:blog — issue 22: the public blog at 1,000 posts, as a visitor's browser asks for it: the
// server-rendered /blog (first page, later pages, a category, a search) and /blog/{slug}, each path
// rendered for the first time (the prerender cache holds a path 30 s, so a first visit is the cost
// that matters), then the same mix under 10 connections with the cache as it comes. PGlite always;
// PostgreSQL too with BENCH_DATABASE_URL (BENCH_ONLY=pglite|postgres picks one).
// Needs the web build (dist/ssr/prerender.js): run `npm run build` first.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { freshPglite, freshPostgres, type BenchDatabase } from './database.ts';
import { percentile, round } from './measure.ts';
import { startServer } from './server.ts';

const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const FIRST_VISITS = Number(process.env.BENCH_FIRST_VISITS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORDS = [
  'nikah',
  'family',
  'wali',
  'mahr',
  'patience',
  'trust',
  'home',
  'faith',
  'kindness',
  'journey',
];

/** 1,000 published posts (a few drafts and scheduled ones too) in 6 categories, ~700 words each. */
async function loadPosts(bench: BenchDatabase): Promise<void> {
  const { db } = bench.database;
  await db.execute(sql`insert into cms_categories (name, slug, display_order)
    select 'Category ' || g, 'category-' || g, g from generate_series(1, 6) g`);
  const words = Array.from({ length: 70 }, (_, i) => WORDS[i % WORDS.length]).join(' ');
  // The text columns as a save keeps them (content-values.ts postText): 10 × (heading + 70 words).
  const text = Array.from({ length: 10 }, () => `Section ${words}.`).join(' ');
  await db.execute(sql`insert into cms_posts (title, slug, content, plain_text, word_count, excerpt, status,
      published_at, category_id,
      is_featured, featured_image_url, meta_description, created_at, updated_at)
    select 'Article number ' || g || ' about ' || (array[${sql.join(
      WORDS.map((w) => sql`${w}`),
      sql`, `,
    )}])[1 + g % ${WORDS.length}],
      'article-' || g, repeat(${`<h2>Section</h2><p>${words}.</p>`}, 10), ${text}, ${10 * 71},
      case when g % 3 = 0 then null else 'A short summary of article ' || g end,
      case when g % 50 = 0 then 'draft' when g % 67 = 0 then 'scheduled' else 'published' end,
      case when g % 67 = 0 then now() + interval '10 days' else now() - make_interval(hours => g) end,
      (select id from cms_categories where slug = 'category-' || (1 + g % 6)),
      g % 200 = 1, '/media/bench/cover-' || (g % 12) || '.jpg', null, now() - make_interval(hours => g), now()
    from generate_series(1, ${POSTS}) g`);
  await db.execute(sql`vacuum (analyze) cms_posts, cms_categories`);
}

const pathsFor = (posts: number) => {
  const list = ['/blog'];
  for (let page = 2; page <= 12; page += 1) list.push(`/blog?page=${page}`);
  for (let c = 1; c <= 6; c += 1)
    list.push(`/blog?category=category-${c}`, `/blog?category=category-${c}&page=2`);
  // Words every post holds (the whole table matches) and phrases a few titles or excerpts hold.
  for (const word of WORDS) list.push(`/blog?search=${word}`);
  for (const phrase of ['number 42', 'summary of article 9', 'number 7 about', 'absent'])
    list.push(`/blog?search=${encodeURIComponent(phrase)}`);
  const slugs = Array.from({ length: posts }, (_, i) => `/blog/article-${i + 1}`).filter(
    (_, i) => (i + 1) % 50 !== 0 && (i + 1) % 67 !== 0, // drafts and scheduled posts answer 404
  );
  return { list, slugs };
};

type Figures = { label: string; requests: number; p50: number; p95: number; p99: number; failures: number };

/** Each path once, one at a time: every answer is a first render. */
async function firstVisits(url: string, label: string, paths: readonly string[]): Promise<Figures> {
  const latencies: number[] = [];
  let failures = 0;
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 bench' } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 200) failures += 1;
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => round(percentile(latencies, p));
  return { label, requests: paths.length, p50: at(50), p95: at(95), p99: at(99), failures };
}

async function underLoad(
  url: string,
  label: string,
  paths: readonly string[],
  connections: number,
): Promise<Figures> {
  let next = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration: SECONDS,
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) },
    ],
  });
  instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => round(percentile(latencies, p));
  return {
    label: `${label} (${connections} conn, ${SECONDS} s)`,
    requests: result.requests.total,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function benchOne(kind: 'pglite' | 'postgres'): Promise<void> {
  let bench = kind === 'pglite' ? await freshPglite() : await freshPostgres(process.env.BENCH_DATABASE_URL!);
  await loadPosts(bench);
  if (kind === 'pglite') {
    await bench.database.close();
  }
  const server = await startServer({
    DATA_DIR: bench.dataDir,
    // A server database needs a configured secret (config.ts); the embedded one makes its own.
    ...(bench.url
      ? { DATABASE_URL: bench.url, AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth' }
      : {}),
  });
  const rows: Figures[] = [];
  try {
    const { list, slugs } = pathsFor(POSTS);
    rows.push(await firstVisits(server.url, '/blog lists, first render', list));
    rows.push(await firstVisits(server.url, '/blog/{slug}, first render', slugs.slice(0, FIRST_VISITS)));
    const mix = [...list, ...slugs];
    const mixLabel = `lists + ${slugs.length} posts`;
    rows.push(await underLoad(server.url, mixLabel, mix, 1));
    rows.push(await underLoad(server.url, mixLabel, mix, 10));
    rows.push(
      await underLoad(server.url, '/api/blog', ['/api/blog', '/api/blog?page=3', '/api/blog?search=wali'], 1),
    );
  } finally {
    await server.stop();
    if (kind === 'pglite') bench = await bench.reopen();
    await bench.dispose();
  }
  console.log(
    `\n${bench.label}, ${POSTS} posts, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.table(rows);
}

if (!existsSync('dist/ssr/prerender.js')) {
  console.error('bench:blog measures the server-rendered blog: run `npm run build` first.');
  process.exit(1);
}
const only = process.env.BENCH_ONLY;
if (only !== 'postgres') await benchOne('pglite');
if (only !== 'pglite' && process.env.BENCH_DATABASE_URL) await benchOne('postgres');

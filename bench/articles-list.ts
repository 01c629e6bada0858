/**
 * Articles list (content engine) under load: the real server, ROWS articles in the demo project,
 * an editor (office role with only the articles module, not a superuser) logged in, page 1 of
 * 10 sorted by date descending with the total; 1 connection for latency, 50 for throughput.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/articles-list.ts
 *   ROWS=100000 (default) SECONDS=10 (default) …; without BENCH_DATABASE_URL: embedded PGlite
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiPath, createApiClient, unwrap } from '@kontor/api-client';
import { sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { benchServer, login, onBenchDatabase, startServer, stopServer } from './support/server.ts';

const ROWS = Number(process.env.ROWS ?? 100_000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const EDITOR = { email: 'redaktion@kontor.local', password: 'bench-redaktion-123' };

/** The articles module in the demo project, an editor role with only it, and ROWS articles. */
async function fillArticles(config: { dataDir: string; databaseUrl?: string }, projectId: string) {
  const { db, close } = await openDatabase(config);
  const started = performance.now();
  const moduleId = newId();
  const roleId = newId();
  const userId = newId();
  await db.execute(sql`insert into modules (id, project_id, name, path, icon, position)
    values (${moduleId}, ${projectId}, 'Beiträge', '/articles', 'article', 99)
    on conflict (project_id, path) do nothing`);
  await db.execute(sql`insert into roles (id, project_id, name, type, module_ids)
    select ${roleId}, ${projectId}, 'Redaktion', 'office', array[m.id]
    from modules m where m.project_id = ${projectId} and m.path = '/articles'`);
  await db.execute(sql`insert into users (id, email, name, password_hash)
    values (${userId}, ${EDITOR.email}, 'Redaktion', ${await hashPassword(EDITOR.password)})`);
  await db.execute(sql`insert into memberships (user_id, project_id, role_id)
    values (${userId}, ${projectId}, ${roleId})`);
  await db.execute(sql`
    insert into content_items (id, project_id, type, title, date, image, state, fields, search_text)
    select 'a' || lpad(g::text, 9, '0'), ${projectId}, 'articles', 'Bericht Nummer ' || g,
      timestamptz '2020-01-01' + g * interval '17 minutes', 'BenchImage',
      case when g % 10 = 0 then 'draft' else 'published' end,
      jsonb_build_object('text', '<p>Der Verein berichtet über Spiel ' || g || '.</p>',
        'gallery', '[]'::jsonb, 'author', null),
      'Der Verein berichtet über Spiel ' || g || '.'
    from generate_series(1, ${ROWS}) as g`);
  await db.execute(sql`analyze content_items`);
  await close();
  return (performance.now() - started) / 1000;
}

async function load(url: string, cookie: string, connections: number) {
  const result = await autocannon({ url, connections, duration: SECONDS, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-bench-'));
  const target = await benchServer(dataDir, databaseUrl);
  const { base } = target;
  let server = await startServer(target);
  try {
    const { projectId } = await login(base);
    await stopServer(server); // PGlite allows one process at a time.
    const fillSeconds = await fillArticles({ dataDir, databaseUrl }, projectId);
    server = await startServer(target);

    const answer = createApiClient({ baseUrl: base }).POST('/api/auth/login', { body: EDITOR });
    await unwrap(answer);
    const cookie = ((await answer).response.headers.get('set-cookie') ?? '').split(';')[0]!;
    const api = createApiClient({ baseUrl: base, headers: { cookie } });
    const query = { page: 1, pageSize: 10, sort: '-date' } as const;
    const url = base + apiPath('/api/projects/{projectId}/articles', { projectId }, query);
    const page = await unwrap(
      api.GET('/api/projects/{projectId}/articles', { params: { path: { projectId }, query } }),
    );
    if (page.items.length !== 10) throw new Error('expected a page of 10 articles');
    await load(url, cookie, 10); // warm-up
    const single = await load(url, cookie, 1);
    const many = await load(url, cookie, 50);
    console.log(
      `\n${label}: ${page.total.toLocaleString('en')} articles (filled in ${fillSeconds.toFixed(1)} s)`,
    );
    console.table({
      '1 connection': {
        'median ms': single.latency.p50,
        'p99 ms': single.latency.p99,
        'req/s': Math.round(single.requests.average),
      },
      '50 connections': {
        'median ms': many.latency.p50,
        'p99 ms': many.latency.p99,
        'req/s': Math.round(many.requests.average),
      },
    });
    const budget = 10 * 163;
    console.log(
      `budget: ${Math.round(many.requests.average)} req/s of ${budget}–2,020 (10 × Directus 163–202)`,
    );
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onBenchDatabase(run);

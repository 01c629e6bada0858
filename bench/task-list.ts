/**
 * 'Aktive Aufgaben' under load (issue 11): the real server on PostgreSQL, a real login, page 1
 * (20 rows) of the default tab with all four tab counts, one client for latency, 50 connections
 * for throughput. Two data shapes, each on a fresh database:
 *   peer    100,000 tasks over 5 projects (the Parse peer's shape), states uniform
 *   large   500,000 tasks over 5 projects, so the listed project holds 100,000
 *
 *   npx tsx bench/task-list.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres …   (the default)
 *   SHAPES=peer SECONDS=20 …                                           one shape, longer loads
 *
 * Tasks are inserted with one INSERT … SELECT generate_series per shape into the real `tasks`
 * table, so the counter triggers (decisions 0006, 0008) run as for any write; the page's counts
 * are checked against exact counts before the timed part.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiPath, unwrap } from '@kontor/api-client';
import { berlinToday, weekBounds, type WeekBounds } from '@kontor/core/scheduling/index';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { queryRows } from '../apps/server/src/db/sql.ts';
import {
  benchServer,
  login,
  startServer,
  stopServer,
  withFreshPostgres,
} from './support/server.ts';

const SECONDS = Number(process.env.SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SHAPES = { peer: 100_000, large: 500_000 } as const;
type Shape = keyof typeof SHAPES;
const PROJECTS = 5;
const PROPERTIES_PER_PROJECT = 40;
/** Due dates spread from half a year ago to a year ahead; one task in ten without a date. */
const PAST_DAYS = 180;
const FUTURE_DAYS = 365;

interface Counts {
  pages: Record<'active' | 'executed' | 'completed' | 'archived', number>;
  tabs: Record<'thisWeek' | 'overdue' | 'fromNextWeek' | 'noDate', number>;
}

/**
 * The demo project (listed, the admin a member) and four more; task n goes to project n mod 5,
 * its state cycles through the five states, and assigned tasks of the demo project get the
 * admin as their worker.
 */
async function fillTasks(databaseUrl: string, demoProjectId: string, total: number) {
  const database = await openDatabase({ dataDir: '', databaseUrl });
  const { db } = database;
  const started = performance.now();
  await db.execute(sql`
    insert into projects (id, name)
    select 'bproject0' || g, 'Benchprojekt ' || g from generate_series(1, ${PROJECTS - 1}) g`);
  // Project k: the demo project for k = 0, else 'bproject0k'.
  const projectOf = sql`(case when k = 0 then ${demoProjectId} else 'bproject0' || k end)`;
  await db.execute(sql`
    insert into properties (id, project_id, name)
    select 'bp' || k || lpad(g::text, 7, '0'), ${projectOf}, 'Benchweg ' || g || ', 10115 Berlin'
    from generate_series(0, ${PROJECTS - 1}) k, generate_series(1, ${PROPERTIES_PER_PROJECT}) g`);
  // n = g / 5 numbers the tasks within a project; state, date and gap vary independently with it.
  const due = sql`(current_date + ((g / ${PROJECTS}) * 37 % ${PAST_DAYS + FUTURE_DAYS + 1} - ${PAST_DAYS}))`;
  await db.execute(sql`
    insert into tasks (id, project_id, title, property_id, state, schedule, due_date, due_by,
      created_at)
    select 't' || lpad(g::text, 9, '0'), ${projectOf},
      'Heizung prüfen – Keller ' || g,
      'bp' || k || lpad((1 + (g / ${PROJECTS}) % ${PROPERTIES_PER_PROJECT})::text, 7, '0'),
      (array['created', 'assigned', 'executed', 'completed', 'archived'])[1 + (g / ${PROJECTS}) % 5],
      case when d is not null then jsonb_build_object('type', 'single', 'category', 'fixed',
        'dates', jsonb_build_array(to_char(d, 'YYYY-MM-DD'))) end,
      d, d, now() - make_interval(secs => g)
    from generate_series(1, ${total}) g,
      lateral (select g % ${PROJECTS} as k) p,
      lateral (select case when g / ${PROJECTS * 5} % 10 = 0 then null else ${due} end as d) dd`);
  await db.execute(sql`
    insert into task_staff (task_id, project_id, user_id)
    select t.id, t.project_id, m.user_id from tasks t
    join memberships m on m.project_id = t.project_id
    where t.project_id = ${demoProjectId} and t.state = 'assigned'`);
  await db.execute(sql`analyze`);
  const seconds = (performance.now() - started) / 1000;
  const exact = await exactCounts(database.db, demoProjectId, weekBounds(berlinToday(Date.now())));
  await database.close();
  return { seconds, exact };
}

/** The counts by brute force (the core tab rules as SQL), to check the counters once. */
async function exactCounts(db: Db, projectId: string, b: WeekBounds): Promise<Counts> {
  const [row] = await queryRows<{ counts: Counts }>(
    db,
    sql`select json_build_object(
      'pages', json_build_object(
        'active', count(*) filter (where state in ('created', 'assigned')),
        'executed', count(*) filter (where state = 'executed'),
        'completed', count(*) filter (where state = 'completed'),
        'archived', count(*) filter (where state = 'archived')),
      'tabs', json_build_object(
        'thisWeek', count(*) filter (where a and due_by >= ${b.today}::date
          and due_date < ${b.nextWeekStart}::date),
        'overdue', count(*) filter (where a and due_by < ${b.today}::date),
        'fromNextWeek', count(*) filter (where a and due_date >= ${b.nextWeekStart}::date),
        'noDate', count(*) filter (where a and due_date is null))) as counts
    from (select *, state in ('created', 'assigned') as a from tasks
      where project_id = ${projectId}) t`,
  );
  return row!.counts;
}

function sameCounts(a: Counts, b: Counts) {
  const same = (x: Record<string, number>, y: Record<string, number>) =>
    Object.keys(y).every((key) => x[key] === y[key]);
  return same(a.pages, b.pages) && same(a.tabs, b.tabs);
}

async function load(url: string, cookie: string, connections: number) {
  const result = await autocannon({ url, connections, duration: SECONDS, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

async function run(shape: Shape, databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-bench-'));
  const target = await benchServer(dataDir, databaseUrl);
  let server = await startServer(target);
  try {
    const { projectId } = await login(target.base);
    await stopServer(server); // The fill and the server's start-up do not compete.
    const { seconds, exact } = await fillTasks(databaseUrl, projectId, SHAPES[shape]);
    server = await startServer(target);
    const { api, cookie } = await login(target.base);

    const query = { status: 'active', tab: 'thisWeek', page: 1, pageSize: 20 } as const;
    const listPath = '/api/projects/{projectId}/tasks' as const;
    const url = target.base + apiPath(listPath, { projectId }, query);
    const page = await unwrap(api.GET(listPath, { params: { path: { projectId }, query } }));
    if (!sameCounts(page.counts, exact) || page.items.length !== 20) {
      throw new Error(
        `page does not match: ${JSON.stringify(page.counts)} vs ${JSON.stringify(exact)}`,
      );
    }
    await load(url, cookie, 10); // warm-up: JIT, prepared statements, caches
    const single = await load(url, cookie, 1);
    const many = await load(url, cookie, 50);
    const listed = Object.values(exact.pages).reduce((a, b) => a + b, 0);
    console.log(
      `\n${shape}: ${SHAPES[shape].toLocaleString('en')} tasks, ${listed.toLocaleString('en')} in ` +
        `the listed project (filled in ${seconds.toFixed(1)} s); counts checked: ` +
        JSON.stringify(exact),
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
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const chosen = (process.env.SHAPES?.split(',') ?? Object.keys(SHAPES)) as Shape[];
for (const shape of chosen) {
  if (!(shape in SHAPES)) throw new Error(`unknown shape ${shape}`);
  await withFreshPostgres(ADMIN_URL, (url) => run(shape, url));
}

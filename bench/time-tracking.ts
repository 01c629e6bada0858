/**
 * Zeiterfassung reads over HTTP against the real server (spawned like `npm start`, real
 * session, every request runs the session, membership and module checks): the
 * Mitarbeiterübersicht month of one employee, the Wochenübersicht of EMPLOYEES employees, the
 * records table of 'Zeiten und Zuschläge' (every employee's year with saldo and vacation) and
 * the payroll CSV of the month. Each employee has a record of this year with the Berlin
 * holiday template, the § 3b EStG surcharges and an overtime surcharge connected, two weeks of
 * approved vacation, and a working day (08:00–16:30, 30 min break) on every other weekday from
 * 1 January to today. One connection, so the figures are latencies; each is printed with its
 * share of the budget (median ÷ budget, under 1 meets it) and the CPU time per request of the
 * server process and of the PostgreSQL backends serving it, which on a shared machine depend
 * far less on the other load than the latencies.
 *
 *   npx tsx bench/time-tracking.ts                   embedded database (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/time-tracking.ts
 *   EMPLOYEES=200 SECONDS=10 …
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiPath, unwrap, type ApiClient } from '@kontor/api-client';
import { isoWeekOf, toLocal } from '@kontor/core/time-tracking/index';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { queryRows } from '../apps/server/src/db/sql.ts';
import {
  benchServer,
  cpuSeconds,
  login,
  onBenchDatabase,
  startServer,
  stopServer,
} from './support/server.ts';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 10);
const today = toLocal(Math.floor(Date.now() / 60_000)).date;
const year = Number(today.slice(0, 4));
/** Median budgets in ms (issue 18). */
const BUDGET = { month: 20, records: 150 };

/** Holidays of Berlin in one template and the surcharges a payroll office would connect. */
async function settingsOf(api: ApiClient, projectId: string) {
  const base = { params: { path: { projectId } } };
  const holidays = await unwrap(
    api.POST('/api/projects/{projectId}/time-settings/holidays/refresh', {
      ...base,
      body: { state: 'BE' },
    }),
  );
  const template = await unwrap(
    api.POST('/api/projects/{projectId}/time-settings/holiday-templates', {
      ...base,
      body: { name: 'Berlin', holidayIds: holidays.items.map((h) => h.id) },
    }),
  );
  const presets = await unwrap(
    api.GET('/api/projects/{projectId}/time-settings/surcharges/presets', {
      params: { path: { projectId }, query: { startDate: `${year}-01-01` } },
    }),
  );
  const overtime = { name: 'Überstunden', type: 'overtime' as const, value: 25 };
  for (const body of [...presets.items, { ...overtime, startDate: `${year}-01-01` }]) {
    await unwrap(api.POST('/api/projects/{projectId}/time-settings/surcharges', { ...base, body }));
  }
  return { templateId: template.id };
}

/**
 * EMPLOYEES members with records, two weeks of vacation and a full working day on each other
 * weekday of the year so far.
 */
async function fill(
  config: { dataDir: string; databaseUrl?: string },
  projectId: string,
  templateId: string,
) {
  const database = await openDatabase(config);
  const started = performance.now();
  const { db } = database;
  await db.execute(sql`
    insert into users (id, email, name, password_hash)
    select 'u' || lpad(g::text, 9, '0'), 'bench' || g || '@kontor.local',
           'Mitarbeiter ' || lpad(g::text, 3, '0'), 'x'
    from generate_series(1, ${EMPLOYEES}) as g`);
  await db.execute(sql`
    insert into memberships (user_id, project_id, role_id)
    select u.id, ${projectId}, r.id from users u
    join roles r on r.project_id = ${projectId} and r.type = 'worker'
    where u.email ~ '^bench[0-9]+@'`);
  await db.execute(sql`
    insert into time_records (id, project_id, user_id, year, holiday_template_id, time_settings)
    select 'r' || substr(u.id, 2), ${projectId}, u.id, ${year}, ${templateId},
      '{"weeklyHours":40,"weekdaysPerWeek":5,"pauseMinutes":30,"vacationDaysPerYear":30,"startTime":"08:00"}'
    from users u where u.email ~ '^bench[0-9]+@'`);
  await db.execute(sql`
    update surcharges set connected_records = (select array_agg(id) from time_records)
    where project_id = ${projectId}`);
  // Monday to Friday of the next week, starting in calendar week 2 to 21.
  await db.execute(sql`
    insert into absences (id, project_id, user_id, start_date, end_date, type, state, year)
    select 'a' || substr(r.id, 2), ${projectId}, r.user_id, w.monday, w.monday + 11,
      'vacation', 'approved', ${year}
    from time_records r,
      lateral (select to_date(${year}::text || '-' || (2 + substr(r.id, 2)::int % 20)::text,
        'IYYY-IW') as monday) as w
    where r.project_id = ${projectId}`);
  await db.execute(sql`
    insert into absence_days (absence_id, project_id, user_id, date, type)
    select a.id, a.project_id, a.user_id, d::date, a.type
    from absences a, generate_series(a.start_date, a.end_date, interval '1 day') as d
    where a.project_id = ${projectId}`);
  await db.execute(sql`
    insert into time_entries (id, project_id, user_id, record_id, date, type, start_at, end_at, breaks)
    select 'e' || lpad(substr(r.id, 2)::int::text, 5, '0') || to_char(d, 'DDD') || 'x', ${projectId}, r.user_id, r.id,
      d::date, 'work', s, s + interval '8 hours 30 minutes',
      jsonb_build_array(jsonb_build_object('id', 'b' || to_char(d, 'DDD'),
        'start', (extract(epoch from s) / 60)::int + 360,
        'end', (extract(epoch from s) / 60)::int + 390))
    from time_records r,
      generate_series(${`${year}-01-01`}::date, ${today}::date, interval '1 day') as d,
      lateral (select (d::date + time '08:00') at time zone 'Europe/Berlin' as s) as start
    where r.project_id = ${projectId} and extract(isodow from d) <= 5
      and not exists (select 1 from absences a where a.user_id = r.user_id
        and d::date between a.start_date and a.end_date)`);
  await db.execute(sql`analyze`);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from time_entries`,
  );
  await database.close();
  return { seconds: (performance.now() - started) / 1000, entries: count!.n };
}

const ratio = (median: number, budget: number) => Number((median / budget).toFixed(2));

/**
 * CPU seconds used so far by the server and, on PostgreSQL, by the database's backends of the
 * bench database (same machine): on a shared machine these hardly depend on other load.
 */
async function cpuNow(server: ChildProcess, databaseUrl: string | undefined) {
  const pids = new Map<number, number>();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const rows = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await client.end();
    for (const { pid } of rows.rows) pids.set(pid, await cpuSeconds(pid));
  }
  return { server: await cpuSeconds(server), database: pids };
}

async function latency(
  url: string,
  cookie: string,
  server: ChildProcess,
  databaseUrl: string | undefined,
) {
  const options = { url, connections: 1, timeout: 60, headers: { cookie } };
  await autocannon({ ...options, duration: 3 }); // warm-up
  const before = await cpuNow(server, databaseUrl);
  const result = await autocannon({ ...options, duration: SECONDS });
  const after = await cpuNow(server, databaseUrl);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  let database = 0;
  for (const [pid, seconds] of after.database)
    database += seconds - (before.database.get(pid) ?? 0);
  const requests = result.requests.total || 1;
  const ms = (seconds: number) => Number(((seconds * 1000) / requests).toFixed(1));
  return {
    'median ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'req/s': Math.round(result.requests.average),
    'server CPU ms': ms(after.server - before.server),
    'database CPU ms': databaseUrl ? ms(database) : '–',
  };
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-bench-'));
  const target = await benchServer(dataDir, databaseUrl);
  let server = await startServer(target);
  try {
    const { api, cookie, projectId } = await login(target.base);
    const { templateId } = await settingsOf(api, projectId);
    await stopServer(server); // PGlite allows one process at a time.
    const filled = await fill({ dataDir, databaseUrl }, projectId, templateId);
    const load = os.loadavg()[0]!.toFixed(1);
    server = await startServer(target);
    const month = Number(today.slice(5, 7));
    const monthPath = {
      projectId,
      userId: 'u000000001',
      year,
      month,
    };
    const week = isoWeekOf(today);
    const weekPath = { projectId, year: week.year, week: week.week };
    const weekAnswer = await unwrap(
      api.GET('/api/projects/{projectId}/time-tracking/weeks/{year}/{week}', {
        params: { path: weekPath },
      }),
    );
    const monthUrl = apiPath(
      '/api/projects/{projectId}/time-tracking/users/{userId}/months/{year}/{month}',
      monthPath,
    );
    const weekUrl = apiPath(
      '/api/projects/{projectId}/time-tracking/weeks/{year}/{week}',
      weekPath,
    );
    const recordsUrl = apiPath(
      '/api/projects/{projectId}/time-settings/records',
      { projectId },
      { year },
    );
    const payrollUrl = apiPath(
      '/api/projects/{projectId}/time-tracking/exports/payroll/{year}/{month}',
      { projectId, year, month },
    );
    const measure = (url: string) => latency(target.base + url, cookie, server, databaseUrl);
    const single = await measure(monthUrl);
    const all = await measure(weekUrl);
    const records = await measure(recordsUrl);
    const payroll = await measure(payrollUrl);
    console.log(
      `\n${label}: ${EMPLOYEES} employees, ${filled.entries.toLocaleString('en')} entries ` +
        `(filled in ${filled.seconds.toFixed(1)} s); week rows: ${weekAnswer.rows.length}; ` +
        `load average before / after: ${load} / ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.table({
      [`month ${month}/${year} of one employee`]: {
        ...single,
        '÷ budget': ratio(single['median ms'], BUDGET.month),
      },
      [`KW ${week.week} of ${EMPLOYEES} employees`]: all,
      [`records table ${year} (${EMPLOYEES} whole years)`]: {
        ...records,
        '÷ budget': ratio(records['median ms'], BUDGET.records),
      },
      [`payroll CSV ${month}/${year} (${EMPLOYEES} employees)`]: payroll,
    });
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onBenchDatabase(run);

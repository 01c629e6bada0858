import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages, type ImportRun } from '@kontor/core/schemas/imports';
import { jobs } from '../../db/schema/jobs.ts';
import { queryRows } from '../../db/sql.ts';
import { parseObject } from '../../import/parse/fake-parse-server.ts';
import { httpMessages } from '../../plugins/messages.ts';
import {
  BROKEN_USER,
  COMPANY,
  holdUsersAfter,
  importTestApp,
  MASTER_KEY,
  USERS,
  userId,
  type ImportTestApp,
} from './imports-test-setup.ts';

let t: ImportTestApp;
const logLines: string[] = [];

beforeAll(async () => {
  // Every log line of the app, request logs included, to look for the key in them.
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await importTestApp({ env: { LOG_LEVEL: 'trace' }, logger: { level: 'trace', stream } });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = t.admin) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

describe('Daten importieren (API)', () => {
  it('is for superusers only: the guard answers before the body is read', async () => {
    const project = await t.createProject();
    const projectAdmin = await t.member(project, 'admin');
    for (const [method, url] of [
      ['POST', '/api/imports/check'],
      ['POST', '/api/imports'],
      ['GET', '/api/imports'],
    ] as const) {
      // A body that validation would refuse: the 403 comes first.
      const refused = await call(
        method,
        url,
        method === 'POST' ? null : undefined,
        projectAdmin.cookie,
      );
      expect(refused.statusCode, url).toBe(403);
      const anonymous = await call(method, url, method === 'POST' ? null : undefined, '');
      expect(anonymous.statusCode, url).toBe(401);
    }
    const started = await call('POST', '/api/imports', { ...t.source }, projectAdmin.cookie);
    expect(started.statusCode).toBe(403);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, 'import-parse'))).toEqual([]);
  });

  it('answers bad bodies of any shape with a German 4xx, never 500', async () => {
    const huge = 'x'.repeat(100_000);
    const bodies: unknown[] = [
      null,
      [],
      'https://parse.example.de',
      42,
      {},
      { ...t.source, serverUrl: 'javascript:alert(1)' },
      { ...t.source, serverUrl: 'ftp://parse.example.de' },
      { ...t.source, serverUrl: `https://${huge}.de` },
      { ...t.source, serverUrl: ['https://parse.example.de'] },
      { ...t.source, appId: '' },
      { ...t.source, appId: huge },
      { ...t.source, appId: 7 },
      { ...t.source, masterKey: '' },
      { ...t.source, masterKey: huge },
      { ...t.source, masterKey: null },
    ];
    const startOnly: unknown[] = [
      { ...t.source, project: huge },
      { ...t.source, project: { name: 'x' } },
      { ...t.source, dryRun: 'ja' },
    ];
    for (const url of ['/api/imports/check', '/api/imports']) {
      for (const body of url === '/api/imports' ? [...bodies, ...startOnly] : bodies) {
        const res = await call('POST', url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
        expect([httpMessages.validation, httpMessages.bodyNotObject]).toContain(res.json().detail);
      }
    }
    const wrongUrl = await call('POST', '/api/imports', { ...t.source, serverUrl: 'kein url' });
    expect(wrongUrl.json().errors).toEqual({ serverUrl: [importMessages.serverUrl] });
    const noKey = await call('POST', '/api/imports', { ...t.source, masterKey: '' });
    expect(noKey.json().errors).toEqual({ masterKey: [importMessages.masterKeyRequired] });
    const badQuery = await call('GET', '/api/imports?pageSize=7');
    expect(badQuery.statusCode).toBe(400);
    const unknown = await call('GET', '/api/imports/ZZZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(importMessages.notFound);
  });

  it('checks the source: its projects, or the refusal beside the field, without the key', async () => {
    const ok = await call('POST', '/api/imports/check', t.source);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ projects: [COMPANY] });

    const wrongKey = `${MASTER_KEY}-falsch`;
    const refused = await call('POST', '/api/imports/check', { ...t.source, masterKey: wrongKey });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.masterKey[0]).toContain(importMessages.keyRefused);
    // The fake echoes the key it got; the answer does not.
    expect(refused.body).not.toContain(wrongKey);

    const closed = await call('POST', '/api/imports/check', {
      ...t.source,
      serverUrl: 'http://127.0.0.1:1/parse',
    });
    expect(closed.statusCode).toBe(422);
    expect(Object.keys(closed.json().errors)).toEqual(['serverUrl']);
  });

  it('asks for the project when the source has several, beside the project field', async () => {
    const projects = t.parse.classes.get('Project')!;
    t.parse.classes.set('Project', [
      ...projects,
      parseObject('Pzweite001', { name: 'Zweite GmbH' }),
    ]);
    try {
      const check = await call('POST', '/api/imports/check', t.source);
      expect(check.json()).toEqual({ projects: [COMPANY, 'Zweite GmbH'] });
      const start = await call('POST', '/api/imports', { ...t.source, dryRun: true });
      expect(start.statusCode).toBe(422);
      expect(start.json().errors.project[0]).toContain('mehrere Projekte');
      const chosen = await call('POST', '/api/imports', {
        ...t.source,
        project: COMPANY,
        dryRun: true,
      });
      expect(chosen.statusCode).toBe(201);
      expect(chosen.json()).toMatchObject({ sourceProject: COMPANY, dryRun: true });
      await t.drainJobs();
    } finally {
      t.parse.classes.set('Project', projects);
    }
  });

  it('shows a run with its progress per class, lists it, and gives the report as CSV', async () => {
    const started = await call('POST', '/api/imports', { ...t.source, dryRun: false });
    expect(started.statusCode).toBe(201);
    const run = started.json<ImportRun>();
    expect(run).toMatchObject({ state: 'running', dryRun: false, projectName: COMPANY });
    expect(JSON.stringify(run)).not.toContain(MASTER_KEY);
    await t.drainJobs();

    const shown = (await call('GET', `/api/imports/${run.id}`)).json<ImportRun>();
    expect(shown).toMatchObject({ state: 'done', fromCommandLine: false });
    const notes = (await call('GET', `/api/imports/${run.id}/findings?kind=note`)).json();
    expect(notes.total).toBe(shown.notes);
    expect(notes.items[0]).toMatchObject({ className: '_Role', sourceId: 'Radmin0001' });
    // In import order: each class after those it points to.
    const order = shown.classes.map((c) => c.className);
    expect(order[0]).toBe('Project');
    expect(order.indexOf('_Role')).toBeLessThan(order.indexOf('_User'));
    expect(order.indexOf('_User')).toBeLessThan(order.indexOf('Day'));
    expect(shown.classes.find((c) => c.className === '_User')).toEqual({
      className: '_User',
      read: USERS + 2,
      created: USERS + 1,
      updated: 0,
      unchanged: 0,
      skipped: 1,
      total: USERS + 2,
      done: true,
    });
    expect(shown.invitable).toBe(USERS + 1);

    const list = (await call('GET', '/api/imports?search=sonne')).json();
    expect(list.items.map((i: ImportRun) => i.id)).toContain(run.id);
    expect((await call('GET', '/api/imports?search=gibtsnicht')).json().total).toBe(0);

    const csv = await call('GET', `/api/imports/${run.id}/report.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="import-bericht-/);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Klasse;Objekt-ID;Art;Anzahl;Text');
    expect(lines).toContain(`_User;;gelesen;${USERS + 2};`);
    expect(lines.find((l) => l.startsWith(`_User;${BROKEN_USER};übersprungen;;`))).toContain(
      'Rgibtsnich',
    );
    expect((await call('GET', '/api/imports/ZZZZZZZZZZ/report.csv')).statusCode).toBe(404);
  });

  it('never writes the master key into a log line or a stored row in clear', async () => {
    // While a run holds it (sealed) and after the runs ended (deleted).
    await t.db.execute(sql`delete from import_sources`);
    await t.db.execute(sql`delete from users where email like '%@sonne.example'`);
    const gate = holdUsersAfter(t.parse, userId(5));
    const run = await call('POST', '/api/imports', { ...t.source });
    expect(run.statusCode).toBe(201);
    await gate.reached;
    await expectNoKeyInRows();
    gate.open();
    await t.drainJobs();
    await expectNoKeyInRows();
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.some((line) => line.includes('parse import page'))).toBe(true);
    expect(logLines.filter((line) => line.includes(MASTER_KEY))).toEqual([]);
  });
});

async function expectNoKeyInRows() {
  const tables = await queryRows<{ table_name: string }>(
    t.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(tables.length).toBeGreaterThan(20);
  for (const { table_name } of tables) {
    const rows = await queryRows<{ row: string }>(
      t.db,
      sql`select t::text as row from ${sql.identifier(table_name)} t`,
    );
    expect(
      rows.filter((r) => r.row.includes(MASTER_KEY)),
      table_name,
    ).toEqual([]);
  }
}

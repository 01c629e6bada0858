import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTexts } from '@kontor/core/notification-texts';
import { notifications } from '../../db/schema/notifications.ts';
import { projects } from '../../db/schema/projects.ts';
import { timeEntries, timeRecords } from '../../db/schema/time-tracking.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/sql.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkProjectHistory } from './history-check.job.ts';
import { verifyChain } from './history-chain.ts';
import { runVerifyHistoryCommand, verifyHistories } from './history-cli.ts';
import { historyOf } from './history.repository.ts';
import { berlinToday } from './sheets.repository.ts';
import { caller, lastWeek, timeProject, withRecords, type Caller } from './time-fixtures.ts';

/**
 * The history's guarantees in the database: append-only, one unforked chain per project, a
 * change behind Kontor's back found by the verification and reported to the admins once.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let projectId: string;
let admin: Caller;
let office: Caller;
let worker: Caller;
let past: string[];

const entries = '/time-tracking/entries';
const work = (date: string, start: string, end: string, extra: object = {}) => ({
  date,
  type: 'work',
  start,
  end,
  ...extra,
});

/** Runs `statement` as a superuser would to go around the triggers (replica role). */
async function behindKontorsBack(db: Db, statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

async function errorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'no error';
}

async function nameOf(id: string) {
  const [row] = await t.db.select().from(projects).where(eq(projects.id, id));
  return row!.name;
}

/** A project of its own for the tests that break its chain. */
async function freshProject() {
  const p = await timeProject(t);
  const c = caller(t, p.project);
  await withRecords(c, p.admin, [p.worker]);
  // Five rows: the record and four times (of today, whose record exists whatever the date).
  for (const i of [0, 1, 2, 3]) {
    const res = await c(p.worker, 'POST', entries, work(berlinToday(), `0${i}:00`, `0${i}:30`));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return { ...p, call: c };
}

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  projectId = p.project.id;
  call = caller(t, p.project);
  await withRecords(call, admin, [office, worker]);
  past = await lastWeek(t, projectId, [office, worker]);
});
afterAll(() => t.close());

describe('append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of history rows', async () => {
    const made = await call(worker, 'POST', entries, work(past[0]!, '07:00', '08:00'));
    expect(made.status).toBe(201);
    const where = sql`project_id = ${projectId}`;
    for (const statement of [
      sql`update time_history set reason = 'anders' where ${where}`,
      sql`delete from time_history where ${where}`,
      sql`truncate time_history`,
    ]) {
      expect(await errorOf(t.db.execute(statement))).toMatch(/time_history_append_only/);
    }
    const rows = await historyOf(t.db, projectId, {});
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.reason !== 'anders')).toBe(true);
  });

  it('no route changes or deletes a history row: the API only reads it', async () => {
    const historyRoutes = t.routes.filter((r) => r.url.includes('/history'));
    expect(historyRoutes.length).toBeGreaterThanOrEqual(2);
    for (const route of historyRoutes) {
      expect(
        [route.method].flat().every((m) => ['GET', 'HEAD', 'OPTIONS'].includes(m)),
        route.url,
      ).toBe(true);
    }
    // A time's whole life through the API leaves every earlier row as it was.
    const before = await historyOf(t.db, projectId, {});
    const made = await call(office, 'POST', entries, work(past[1]!, '07:00', '08:00'));
    const id = made.body.entry.id;
    await call(office, 'PUT', `${entries}/${id}`, {
      ...work(past[1]!, '07:00', '09:00'),
      version: 0,
      reason: 'länger',
    });
    await call(office, 'DELETE', `${entries}/${id}`, { reason: 'falsch' });
    const after = await historyOf(t.db, projectId, {});
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect((await verifyChain(t.db, projectId)).firstBreak).toBeNull();
  });

  it('nothing cascades into the history: a removed record keeps its times’ rows', async () => {
    const p = await freshProject();
    const count = async () =>
      (
        await queryRows<{ n: string }>(
          t.db,
          sql`select count(*) as n from time_history where project_id = ${p.project.id}`,
        )
      )[0]!.n;
    const rowsBefore = Number(await count());
    // Only the database can remove a record (no route does); its times go with it.
    await t.db.delete(timeRecords).where(eq(timeRecords.projectId, p.project.id));
    const left = await t.db
      .select()
      .from(timeEntries)
      .where(eq(timeEntries.projectId, p.project.id));
    expect(left).toEqual([]);
    const rows = await historyOf(t.db, p.project.id, {});
    // Every row stays, and each deletion (four times, the record) is one more.
    expect(rows.length).toBe(rowsBefore + 5);
    expect(rows.filter((r) => r.action === 'delete').map((r) => r.entity)).toEqual(
      expect.arrayContaining(['entry', 'entry', 'entry', 'entry', 'record']),
    );
    expect((await verifyChain(t.db, p.project.id)).firstBreak).toBeNull();
  });

  it('no code (no retention or clean-up job) deletes, updates or truncates history rows', async () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const sources = (await readdir(root, { recursive: true })).filter(
      (file) => /\.(ts|sql)$/.test(file) && !file.endsWith('.test.ts'),
    );
    const writes =
      /(delete\s+from|update|truncate)\s+(table\s+)?"?time_history\b|\.(delete|update)\(timeHistory\)/i;
    const offenders: string[] = [];
    for (const file of sources) {
      if (writes.test(await readFile(path.join(root, file), 'utf8'))) offenders.push(file);
    }
    // The migration names them only to refuse them (the append-only trigger).
    expect(offenders.filter((f) => !f.endsWith('0042_time_history.sql'))).toEqual([]);
    expect(sources.length).toBeGreaterThan(100);
  });
});

describe('hash chain', () => {
  it('concurrent writers of one project never fork the chain', async () => {
    const results = await Promise.all(
      past
        .slice(2, 7)
        .flatMap((day) => [
          call(worker, 'POST', entries, work(day, '13:00', '14:00')),
          call(office, 'POST', entries, work(day, '13:00', '14:00')),
        ]),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const seqs = (await historyOf(t.db, projectId, {})).map((r) => r.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const check = await verifyChain(t.db, projectId, null, 3);
    expect(check).toMatchObject({ rows: seqs.length, firstBreak: null, broken: 0 });
  });

  it('finds a row changed directly in the database, and tells the admins once', async () => {
    const p = await freshProject();
    const intact = await checkProjectHistory(t.db, p.project.id);
    expect(intact.firstBreak).toBeNull();
    // The 3rd row's end moved, as someone with database access could do it.
    await behindKontorsBack(
      t.db,
      sql`update time_history set after = jsonb_set(after, '{end}', '"2020-01-01T00:00:00Z"')
          where project_id = ${p.project.id} and seq = 3`,
    );
    const check = await verifyChain(t.db, p.project.id);
    expect(check.firstBreak).toEqual({ seq: 3, kind: 'changed' });
    expect(check.broken).toBe(1);

    const messages = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.projectId, p.project.id),
            eq(notifications.kind, 'history-tampered'),
          ),
        );
    await checkProjectHistory(t.db, p.project.id);
    const sent = await messages();
    expect(sent.map((m) => m.recipientId)).toEqual([p.admin.id]);
    expect(sent[0]).toMatchObject(notificationTexts.historyTampered(3, 1));
    // The next night finds it again but does not repeat the message.
    expect((await checkProjectHistory(t.db, p.project.id)).firstBreak?.seq).toBe(3);
    expect(await messages()).toHaveLength(1);
  });

  it('finds a re-hashed row by its successor, a removed row, and rows cut off the end', async () => {
    const p = await freshProject();
    const id = p.project.id;
    await checkProjectHistory(t.db, id);
    // Changed and re-hashed: the row verifies, the next one no longer points at it.
    await behindKontorsBack(
      t.db,
      sql`update time_history set reason = 'nachträglich' where project_id = ${id} and seq = 2`,
    );
    await behindKontorsBack(
      t.db,
      sql`update time_history h set hash = time_history_hash(h) where project_id = ${id} and seq = 2`,
    );
    expect((await verifyChain(t.db, id)).firstBreak).toEqual({ seq: 3, kind: 'link' });
    await behindKontorsBack(
      t.db,
      sql`delete from time_history where project_id = ${id} and seq = 4`,
    );
    const gap = await verifyChain(t.db, id);
    expect(gap.firstBreak).toEqual({ seq: 3, kind: 'link' });
    expect(gap.broken).toBe(2);
    // The last check ended at the head (row 5): removing the tail is found against it.
    await behindKontorsBack(
      t.db,
      sql`delete from time_history where project_id = ${id} and seq >= 5`,
    );
    const cut = await checkProjectHistory(t.db, id);
    expect(cut.breaks).toEqual([
      { seq: 3, kind: 'link' },
      { seq: 5, kind: 'cut' },
    ]);
    // Without the anchor the shortened chain would look whole but for the re-hashed row.
    expect((await verifyChain(t.db, id)).breaks).toEqual([{ seq: 3, kind: 'link' }]);
  });
});

describe('npm run verify:history', () => {
  it('reports each project, a broken one with its first broken row', async () => {
    const good = await freshProject();
    const bad = await freshProject();
    await behindKontorsBack(
      t.db,
      sql`update time_history set actor_name = 'Jemand' where project_id = ${bad.project.id} and seq = 4`,
    );
    const lines: string[] = [];
    const checks = await verifyHistories(t.db, [good.project.id, bad.project.id], (line) =>
      lines.push(line),
    );
    expect(checks.map((c) => c.firstBreak)).toEqual([null, { seq: 4, kind: 'changed' }]);
    expect(lines).toEqual([
      `Projekt „${await nameOf(good.project.id)}“ (${good.project.id}): 5 Einträge, Kette intakt.`,
      `Projekt „${await nameOf(bad.project.id)}“ (${bad.project.id}): VERÄNDERT – 1 von 5 Einträgen bestehen die Prüfung nicht.`,
      '  Nr. 4: Inhalt passt nicht zum gespeicherten Hash (Eintrag verändert)',
    ]);
    expect(await runVerifyHistoryCommand(['--alles'])).toBe(2);
  });
});

describe('historyOf (the inspection export reads with it)', () => {
  it("reads an employee's rows of a period, of one project only", async () => {
    const [monday, , , , friday] = past as [string, string, string, string, string];
    const rows = await historyOf(t.db, projectId, {
      userIds: [worker.id],
      from: monday,
      to: friday,
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.userId).toBe(worker.id);
      expect(row.entity === 'record' || (row.after ?? row.before)!.date! <= friday).toBe(true);
    }
    // The worker's record (the whole year) touches the period too.
    expect(rows.some((r) => r.entity === 'record')).toBe(true);
    const other = await freshProject();
    const foreign = await historyOf(t.db, other.project.id, { userIds: [worker.id] });
    expect(foreign).toEqual([]);
    const none = await historyOf(t.db, projectId, { userIds: [] });
    expect(none).toEqual([]);
  });

  it('names the system as actor of a write no user made', async () => {
    const [record] = await t.db
      .select()
      .from(timeRecords)
      .where(and(eq(timeRecords.projectId, projectId), eq(timeRecords.userId, worker.id)));
    await t.db.update(timeRecords).set({ initialSaldo: 60 }).where(eq(timeRecords.id, record!.id));
    const rows = await historyOf(t.db, projectId, { entityId: record!.id });
    expect(rows.at(-1)).toMatchObject({
      action: 'update',
      actor: { id: null, name: 'System' },
      reason: null,
      before: { initialSaldo: 0 },
      after: { initialSaldo: 60 },
    });
  });
});

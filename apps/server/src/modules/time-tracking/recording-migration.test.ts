import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/database.ts';
import { timeEntries } from '../../db/schema/time-tracking.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, marchWeek, timeProject, withRecords, type Caller } from './time-fixtures.ts';

/**
 * Migration payroll_wages: entries recorded before it keep no recording time ('unbekannt'), not
 * the day of the migration, which would make every old entry look late under § 17 MiLoG. The
 * tables are put back as they were before it, then its statements run as the migrator runs them.
 */
const MIGRATION = readFileSync(path.join(MIGRATIONS_DIR, '0044_payroll_wages.sql'), 'utf8').split(
  '--> statement-breakpoint',
);

let t: TestApp;
let call: ReturnType<typeof caller>;
let office: Caller;
let worker: Caller;

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ office, worker } = p);
  call = caller(t, p.project);
  await withRecords(call, p.admin, [worker]);
});
afterAll(() => t.close());

const entry = (date: string) =>
  call(office, 'POST', '/time-tracking/entries', {
    userId: worker.id,
    date,
    type: 'work',
    start: '08:00',
    end: '12:00',
  });

describe('migration payroll_wages', () => {
  it('leaves the entries from before without a recording, and records the new ones', async () => {
    const [monday, tuesday] = marchWeek();
    const old = await entry(monday!);
    expect(old.status, JSON.stringify(old.body)).toBe(201);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`drop trigger time_entries_recording_kept on time_entries`);
      await tx.execute(sql`drop function time_entries_recording_kept`);
      await tx.execute(sql`drop table payroll_wages, payroll_employees`);
      await tx.execute(sql`drop function payroll_wages_append_only`);
      await tx.execute(
        sql`alter table time_entries drop column recorded_at, drop column recorded_by`,
      );
      for (const statement of MIGRATION) await tx.execute(sql.raw(statement));
    });
    const [before] = await t.db
      .select()
      .from(timeEntries)
      .where(eq(timeEntries.id, old.body.entry.id));
    expect([before!.recordedAt, before!.recordedBy]).toEqual([null, null]);
    const fresh = await entry(tuesday!);
    expect(fresh.body.entry.recordedAt).not.toBeNull();
    expect(fresh.body.entry.recordedBy).toEqual({ id: office.id, name: office.name });
    // The month answers the old one as unknown: no recording time, nobody.
    const [year, month] = monday!.split('-');
    const view = await call(
      office,
      'GET',
      `/time-tracking/users/${worker.id}/months/${year}/${Number(month)}`,
    );
    const shown = view.body.days.find((d: { date: string }) => d.date === monday).entries[0];
    expect([shown.recordedAt, shown.recordedBy]).toEqual([null, null]);
  });
});

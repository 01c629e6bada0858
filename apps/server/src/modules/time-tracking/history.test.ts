import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import { historyMessages } from '@kontor/core/time-tracking/change-history';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { berlinToday } from './sheets.repository.ts';
import { caller, lastWeek, timeProject, withRecords, type Caller } from './time-fixtures.ts';

/** The change history ('Verlauf') through the API: what is kept, who may read it, the reason. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
let projectId: string;
/** Another worker, for the absences (days of their own). */
let worker2: Caller;
/** Monday to Sunday of last week: a past week whatever the date. */
let past: string[];

const entries = '/time-tracking/entries';
const absences = '/time-tracking/absences';
const work = (date: string, start: string, end: string, extra: object = {}) => ({
  date,
  type: 'work',
  start,
  end,
  ...extra,
});
const history = (path: string, id: string) => `${path}/${id}/history`;

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  call = caller(t, p.project);
  projectId = p.project.id;
  worker2 = await t.member(p.project, 'worker');
  await withRecords(call, admin, [office, worker, worker2]);
  past = await lastWeek(t, projectId, [office, worker, worker2]);
});
afterAll(() => t.close());

describe('change history of a time', () => {
  it('keeps create, change and delete with who, when, old → new and the reason', async () => {
    const day = past[0]!;
    const created = await call(office, 'POST', entries, work(day, '08:00', '12:00'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.entry.id;
    const changed = await call(office, 'PUT', `${entries}/${id}`, {
      ...work(day, '08:00', '13:00', { breaks: [{ start: '10:00', end: '10:15' }] }),
      version: 0,
      reason: '  Stundenzettel nachgereicht  ',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const gone = await call(office, 'DELETE', `${entries}/${id}`, { reason: 'Doppelt erfasst' });
    expect(gone.status).toBe(204);

    // Deleted, the time is still in its history.
    const res = await call(office, 'GET', history(entries, id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.items;
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['create', 'update', 'delete']);
    for (const row of rows) {
      expect(row).toMatchObject({ entity: 'entry', entityId: id, userId: office.id });
      expect(row.actor).toEqual({ id: office.id, name: office.name });
      expect(Date.now() - Date.parse(row.at)).toBeLessThan(60_000);
    }
    expect(rows[1].seq).toBe(rows[0].seq + 1);
    expect(rows[0]).toMatchObject({ reason: null, before: null });
    expect(rows[0].after).toMatchObject({ date: day, type: 'work', breaks: [], comment: '' });
    expect(rows[1].reason).toBe('Stundenzettel nachgereicht');
    expect(rows[1].before.end).toBe(rows[0].after.end);
    expect(Date.parse(rows[1].after.end) - Date.parse(rows[1].before.end)).toBe(3_600_000);
    expect(rows[1].after.breaks).toHaveLength(1);
    expect(rows[2]).toMatchObject({ reason: 'Doppelt erfasst', after: null });
    expect(rows[2].before).toEqual(rows[1].after);
  });

  it('asks for a reason when a past week is changed or deleted, with a German message', async () => {
    const day = past[1]!;
    const created = await call(worker, 'POST', entries, work(day, '08:00', '12:00'));
    const id = created.body.entry.id;
    for (const reason of [undefined, null, '', '   ']) {
      const put = await call(worker, 'PUT', `${entries}/${id}`, {
        ...work(day, '09:00', '12:00'),
        version: 0,
        ...(reason === undefined ? {} : { reason }),
      });
      expect(put.status).toBe(400);
      expect(put.body.detail).toBe(historyMessages.reasonRequired);
      expect(put.body.errors.reason).toEqual([historyMessages.reasonRequired]);
    }
    const del = await call(worker, 'DELETE', `${entries}/${id}`);
    expect(del.status).toBe(400);
    expect(del.body.errors.reason).toEqual([historyMessages.reasonRequired]);
    // Moving a time of this week into a past week needs one too.
    const today = berlinToday();
    const current = await call(worker, 'POST', entries, work(today, '00:10', '00:20'));
    expect(current.status, JSON.stringify(current.body)).toBe(201);
    const moved = await call(worker, 'PUT', `${entries}/${current.body.entry.id}`, {
      ...work(day, '14:00', '15:00'),
      version: 0,
    });
    expect(moved.body.errors?.reason).toEqual([historyMessages.reasonRequired]);
    // Refused, nothing was written: the history holds only the creations.
    const rows = await call(worker, 'GET', history(entries, id));
    expect(rows.body.items.map((r: { action: string }) => r.action)).toEqual(['create']);
  });

  it('needs no reason within the current week', async () => {
    const today = berlinToday();
    const created = await call(worker, 'POST', entries, work(today, '00:30', '00:40'));
    const id = created.body.entry.id;
    const put = await call(worker, 'PUT', `${entries}/${id}`, {
      ...work(today, '00:30', '00:45'),
      version: 0,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await call(worker, 'DELETE', `${entries}/${id}`)).status).toBe(204);
    const rows = (await call(worker, 'GET', history(entries, id))).body.items;
    expect(rows.map((r: { reason: string | null }) => r.reason)).toEqual([null, null, null]);
  });

  it('refuses a bad reason or body with a German 400, never a 500', async () => {
    const day = past[2]!;
    const created = await call(worker, 'POST', entries, work(day, '08:00', '12:00'));
    const id = created.body.entry.id;
    const bodies = [
      { reason: 'x'.repeat(501) },
      { reason: 42 },
      { reason: ['Grund'] },
      { reason: { text: 'Grund' } },
    ];
    for (const extra of bodies) {
      const put = await call(worker, 'PUT', `${entries}/${id}`, {
        ...work(day, '09:00', '12:00'),
        version: 0,
        ...extra,
      });
      expect(put.status, JSON.stringify(extra)).toBe(400);
      expect(JSON.stringify(put.body.errors.reason)).toMatch(/Grund|Ungültig|erwartet/);
      const del = await call(worker, 'DELETE', `${entries}/${id}`, extra);
      expect(del.status).toBe(400);
      expect(del.body.errors.reason).toBeDefined();
    }
    const tooLong = await call(worker, 'DELETE', `${entries}/${id}`, { reason: 'x'.repeat(501) });
    expect(tooLong.body.errors.reason).toEqual([historyMessages.reasonTooLong]);
    for (const payload of [[1, 2], 'Grund', 7]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/projects/${projectId}${entries}/${id}`,
        headers: { cookie: worker.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, String(payload)).toBe(400);
      expect(res.json().detail).toMatch(/Eingabe/);
    }
    // Still there: none of these changed anything.
    const rows = (await call(worker, 'GET', history(entries, id))).body.items;
    expect(rows).toHaveLength(1);
  });

  it('shows a worker only their own history; staff everyone’s of the project', async () => {
    const day = past[3]!;
    const own = await call(worker, 'POST', entries, work(day, '08:00', '09:00'));
    const officeEntry = await call(office, 'POST', entries, work(day, '08:00', '09:00'));
    expect((await call(worker, 'GET', history(entries, own.body.entry.id))).status).toBe(200);
    const foreign = await call(worker, 'GET', history(entries, officeEntry.body.entry.id));
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe(timeApiMessages.entryNotFound);
    expect((await call(admin, 'GET', history(entries, own.body.entry.id))).status).toBe(200);
    expect((await call(office, 'GET', history(entries, own.body.entry.id))).status).toBe(200);
    // An absence's id is no time (and the reverse), an unknown or malformed id is 404.
    for (const id of ['ZZZZZZZZZZ', 'kurz', 'x'.repeat(40)]) {
      const res = await call(office, 'GET', history(entries, id));
      expect(res.status).toBe(404);
      expect(res.body.detail).toMatch(/nicht gefunden|existiert nicht/);
    }
    const asAbsence = await call(office, 'GET', history(absences, own.body.entry.id));
    expect(asAbsence.status).toBe(404);
    expect(asAbsence.body.detail).toBe(timeApiMessages.absenceNotFound);
  });

  it("keeps project B's admin away from project A's history", async () => {
    const day = past[4]!;
    const entry = await call(worker, 'POST', entries, work(day, '08:00', '09:00'));
    const other = await timeProject(t);
    const otherCall = caller(t, other.project);
    // Through B's project: A's entry is not there.
    const viaB = await otherCall(other.admin, 'GET', history(entries, entry.body.entry.id));
    expect(viaB.status).toBe(404);
    // Through A's project: not a member.
    const viaA = await call(other.admin, 'GET', history(entries, entry.body.entry.id));
    expect([403, 404]).toContain(viaA.status);
    expect(JSON.stringify(viaA.body)).not.toContain(day);
  });
});

describe('change history of an absence', () => {
  it('keeps the steps with their actors; a refusal carries its reason', async () => {
    const [monday, tuesday] = past as [string, string];
    const created = await call(worker2, 'POST', absences, {
      startDate: monday,
      endDate: tuesday,
      type: 'payed_absence',
      comment: 'Umzug',
      submit: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const refused = await call(office, 'POST', `${absences}/${id}/refuse`, {
      version: created.body.version,
      reason: 'Bitte Urlaub nehmen',
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    const deleted = await call(worker2, 'DELETE', `${absences}/${id}`, { reason: 'Zurückgezogen' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    const res = await call(worker2, 'GET', history(absences, id));
    expect(res.status).toBe(200);
    const rows = res.body.items;
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[0].after).toMatchObject({ state: 'submitted', comment: 'Umzug' });
    expect(rows[1]).toMatchObject({
      actor: { id: office.id, name: office.name },
      reason: 'Bitte Urlaub nehmen',
      before: { state: 'submitted' },
      after: { state: 'refused', refusalReason: 'Bitte Urlaub nehmen' },
    });
    expect(rows[2]).toMatchObject({ actor: { id: worker2.id }, reason: 'Zurückgezogen' });
    // An absence reaching into a past week is not changed without a reason.
    const again = await call(worker2, 'POST', absences, {
      startDate: monday,
      endDate: monday,
      type: 'payed_absence',
    });
    const edit = await call(worker2, 'PUT', `${absences}/${again.body.id}`, {
      startDate: monday,
      endDate: tuesday,
      type: 'payed_absence',
      version: again.body.version,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.errors.reason).toEqual([historyMessages.reasonRequired]);
    const del = await call(worker2, 'DELETE', `${absences}/${again.body.id}`);
    expect(del.body.errors.reason).toEqual([historyMessages.reasonRequired]);
  });
});

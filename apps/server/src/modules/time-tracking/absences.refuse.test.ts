import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@kontor/core/schemas/projects';
import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import { absenceStateMessages } from '@kontor/core/states/index';
import { isoWeekDates } from '@kontor/core/time-tracking/index';
import { notifications } from '../../db/schema/notifications.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, thisYear, timeProject, withRecords, type Caller } from './time-fixtures.ts';

/** 'Ablehnen': POST …/absences/:absenceId/refuse (submitted → refused, the owner is told). */
let t: TestApp;
let call: ReturnType<typeof caller>;
let callB: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
let officeB: Caller;
let projectA: string;
const path = '/time-tracking/absences';
let week = 5;

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  call = caller(t, p.project);
  projectA = p.project.id;
  await withRecords(call, admin, [worker, office]);
  const other = await timeProject(t);
  officeB = other.office;
  callB = caller(t, other.project);
});
afterAll(() => t.close());

/** A new absence of `who` in a week of its own; submitted unless told otherwise. */
async function absence(who: Caller, submit = true) {
  const dates = isoWeekDates(thisYear(), ++week);
  const res = await call(who, 'POST', path, {
    startDate: dates[0],
    endDate: dates[2],
    type: 'vacation',
    submit,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; version: number; state: string };
}

const refuse = (who: Caller, id: string, body: unknown) =>
  call(who, 'POST', `${path}/${id}/refuse`, body as object);

describe("'Ablehnen'", () => {
  it("makes a submitted absence 'Abgelehnt' with its reason; the owner may change and submit it again", async () => {
    const request = await absence(worker);
    const refused = await refuse(office, request.id, {
      version: request.version,
      reason: 'Inventur in KW 2',
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body).toMatchObject({
      state: 'refused',
      refusalReason: 'Inventur in KW 2',
      version: request.version + 1,
    });
    // The list shows the reason to the office and to the owner, and so does the calendar.
    for (const who of [office, worker]) {
      const list = await call(who, 'GET', `${path}?userId=${worker.id}`);
      const row = list.body.items.find((item: { id: string }) => item.id === request.id);
      expect(row).toMatchObject({ state: 'refused', refusalReason: 'Inventur in KW 2' });
    }
    // The reason is the absence's own: gone messages take nothing with them.
    await t.db.delete(notifications).where(eq(notifications.recipientId, worker.id));
    const afterClear = await call(worker, 'GET', `${path}?userId=${worker.id}`);
    expect(
      afterClear.body.items.find((item: { id: string }) => item.id === request.id),
    ).toMatchObject({ refusalReason: 'Inventur in KW 2' });
    const span = isoWeekDates(thisYear(), week);
    const calendar = await call(
      office,
      'GET',
      `/time-tracking/calendar?from=${span[0]}&to=${span[6]}`,
    );
    expect(calendar.body.absences).toContainEqual(
      expect.objectContaining({ id: request.id, refusalReason: 'Inventur in KW 2' }),
    );
    const dates = isoWeekDates(thisYear(), ++week);
    const changed = await call(worker, 'PUT', `${path}/${request.id}`, {
      startDate: dates[0],
      endDate: dates[1],
      type: 'vacation',
      version: refused.body.version,
      // Weeks of this year that may be past: the change history asks why.
      reason: 'Neuer Zeitraum',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // Changed, it is a draft again and no longer carries the refusal.
    expect(changed.body).toMatchObject({ state: 'created', refusalReason: null });
    const again = await call(worker, 'POST', `${path}/${request.id}/submit`, {
      version: changed.body.version,
    });
    expect(again.body).toMatchObject({ state: 'submitted', refusalReason: null });
    // Refused once more: the latest reason stands.
    const second = await refuse(office, request.id, {
      version: again.body.version,
      reason: 'Bitte eine Woche später',
    });
    expect(second.body).toMatchObject({
      state: 'refused',
      refusalReason: 'Bitte eine Woche später',
    });
    const list = await call(worker, 'GET', `${path}?userId=${worker.id}`);
    expect(list.body.items.find((item: { id: string }) => item.id === request.id)).toMatchObject({
      refusalReason: 'Bitte eine Woche später',
    });
  });

  it('only the office or an admin, never the absent person, and a reason is optional', async () => {
    const request = await absence(worker);
    const byOwner = await refuse(worker, request.id, { version: request.version });
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.detail).toBe(projectMessages.forbidden);
    const own = await absence(office);
    const selfRefused = await refuse(office, own.id, { version: own.version });
    expect(selfRefused.status).toBe(403);
    expect(selfRefused.body.detail).toBe(absenceStateMessages.refuseOwn);
    const byAdmin = await refuse(admin, own.id, { version: own.version });
    // Without a reason it is 'Abgelehnt' all the same.
    expect(byAdmin.body).toMatchObject({ state: 'refused', refusalReason: null });
    const superuser = await t.superuser();
    const bySuperuser = await refuse(superuser, request.id, { version: request.version });
    expect(bySuperuser.status, JSON.stringify(bySuperuser.body)).toBe(200);
  });

  it('refuses a created or approved absence (409) and a stale version (409)', async () => {
    const created = await absence(worker, false);
    const early = await refuse(office, created.id, { version: created.version });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(absenceStateMessages.refuseNotSubmitted);

    const request = await absence(worker);
    const stale = await refuse(office, request.id, { version: request.version + 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(timeApiMessages.conflict);
    const approved = await call(office, 'POST', `${path}/${request.id}/approve`, {
      version: request.version,
    });
    expect(approved.body.state).toBe('approved');
    const late = await refuse(admin, request.id, { version: approved.body.version });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(absenceStateMessages.approvedLocked);
  });

  it.each([
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }, 'reason'],
    ['a reason that is no text', { reason: 42 }, 'reason'],
    ['a null reason', { reason: null }, 'reason'],
    ['no version', { version: undefined }, 'version'],
    ['a version that is text', { version: 'eins' }, 'version'],
  ])('answers %s with 400 and a German message', async (_name, change, field) => {
    const request = await absence(worker);
    const res = await refuse(office, request.id, { version: request.version, ...change });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(httpMessages.validation);
    expect(res.body.errors[field]?.length, JSON.stringify(res.body)).toBeGreaterThan(0);
    if ('reason' in change && typeof change.reason === 'string') {
      expect(res.body.errors.reason).toEqual([timeApiMessages.refuseReasonTooLong]);
    }
    // Nothing changed.
    const list = await call(office, 'GET', `${path}?userId=${worker.id}`);
    const row = list.body.items.find((item: { id: string }) => item.id === request.id);
    expect(row).toMatchObject({ state: 'submitted', version: request.version });
  });

  it('takes a reason of exactly 500 characters', async () => {
    const request = await absence(worker);
    const res = await refuse(office, request.id, {
      version: request.version,
      reason: 'x'.repeat(500),
    });
    expect(res.status).toBe(200);
  });

  it("another project's office gets 404 for this absence, also through its own project", async () => {
    const request = await absence(worker);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectA}/time-tracking/absences/${request.id}/refuse`,
      headers: { cookie: officeB.cookie },
      payload: { version: request.version },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(projectMessages.notFound);
    const throughOwn = await callB(officeB, 'POST', `${path}/${request.id}/refuse`, {
      version: request.version,
    });
    expect(throughOwn.status).toBe(404);
    expect(throughOwn.body.detail).toBe(timeApiMessages.absenceNotFound);
    const list = await call(office, 'GET', `${path}?userId=${worker.id}`);
    const row = list.body.items.find((item: { id: string }) => item.id === request.id);
    expect(row.state).toBe('submitted');
  });
});

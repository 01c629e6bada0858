import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@kontor/core/schemas/projects';
import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import { messages } from '@kontor/core/time-tracking/index';
import { httpMessages } from '../../plugins/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, thisYear, timeProject, withRecords, type Caller } from './time-fixtures.ts';

/**
 * GET …/absences/working-days: the absence dialog's preview. Records can only be made for
 * this year on, so the dates are this year's 21–31 December (the Christmas holidays) and the
 * expected count is worked out here from the calendar itself.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let callB: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
let partTimer: Caller;
let officeB: Caller;
let projectA: string;
const path = '/time-tracking/absences/working-days';
const year = thisYear();
const start = `${year}-12-21`;
const end = `${year}-12-31`;

/** Days of 21–31 December that are one of the first `weekdays` of the week and not 25/26. */
function expectedDays(weekdays: number) {
  let count = 0;
  for (let day = 21; day <= 31; day++) {
    const weekday = (new Date(Date.UTC(year, 11, day)).getUTCDay() + 6) % 7;
    if (weekday < weekdays && day !== 25 && day !== 26) count++;
  }
  return count;
}

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  partTimer = await t.member(p.project, 'worker');
  call = caller(t, p.project);
  projectA = p.project.id;
  const { templateId } = await withRecords(call, admin, [worker]);
  const record = await call(admin, 'POST', '/time-settings/records', {
    userId: partTimer.id,
    year,
    holidayTemplateId: templateId,
    initialSaldo: 0,
    initialVacation: 0,
    timeSettings: { weekdaysPerWeek: 3, weeklyHours: 24 },
  });
  expect(record.status, JSON.stringify(record.body)).toBe(201);
  const other = await timeProject(t);
  officeB = other.office;
  callB = caller(t, other.project);
});
afterAll(() => t.close());

const preview = (who: Caller, query: string) => call(who, 'GET', `${path}?${query}`);

describe('the working-days preview', () => {
  it("counts the employee's weekdays without the template's holidays", async () => {
    const own = await preview(worker, `startDate=${start}&endDate=${end}`);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toEqual({ workingDays: expectedDays(5) });
    const part = await preview(office, `userId=${partTimer.id}&startDate=${start}&endDate=${end}`);
    expect(part.body).toEqual({ workingDays: expectedDays(3) });
    // Without a record for the next year, its days use none.
    const across = await preview(worker, `startDate=${start}&endDate=${year + 1}-01-08`);
    expect(across.body).toEqual({ workingDays: expectedDays(5) });
  });

  it('equals the vacation days the month shows once the request is approved', async () => {
    const shown = await preview(worker, `startDate=${start}&endDate=${end}`);
    const request = await call(worker, 'POST', '/time-tracking/absences', {
      startDate: start,
      endDate: end,
      type: 'vacation',
      submit: true,
    });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    const approved = await call(
      office,
      'POST',
      `/time-tracking/absences/${request.body.id}/approve`,
      {
        version: request.body.version,
      },
    );
    expect(approved.body.state).toBe('approved');
    const month = await call(office, 'GET', `/time-tracking/users/${worker.id}/months/${year}/12`);
    expect(month.status, JSON.stringify(month.body)).toBe(200);
    expect(month.body.vacation.taken).toBe(shown.body.workingDays);
  });

  it.each([
    [
      'an end before the start',
      `startDate=${end}&endDate=${start}`,
      messages.absence.startAfterEnd,
    ],
    [
      'more than two years',
      `startDate=${year}-01-01&endDate=${year + 3}-01-01`,
      timeApiMessages.previewRange,
    ],
  ])('answers %s with 400 and a German message', async (_case, query, message) => {
    const res = await preview(worker, query);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(message);
    expect(res.body.errors.endDate).toEqual([message]);
  });

  it.each([
    ['no dates', ''],
    ['a date that is none', `startDate=${year}-02-30&endDate=${end}`],
    ['text for a date', `startDate=morgen&endDate=${end}`],
  ])('answers %s with 400 and the validation message', async (_case, query) => {
    const res = await preview(worker, query);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(httpMessages.validation);
  });

  it("a worker may not ask about someone else's days", async () => {
    const res = await preview(worker, `userId=${partTimer.id}&startDate=${start}&endDate=${end}`);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(projectMessages.forbidden);
  });

  it("another project's office gets 404 here and learns nothing through its own project", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectA}${path}?userId=${worker.id}&startDate=${start}&endDate=${end}`,
      headers: { cookie: officeB.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(projectMessages.notFound);
    const throughOwn = await callB(
      officeB,
      'GET',
      `${path}?userId=${worker.id}&startDate=${start}&endDate=${end}`,
    );
    expect(throughOwn.status).toBe(200);
    expect(throughOwn.body).toEqual({ workingDays: 0 });
  });
});

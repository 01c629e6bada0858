import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, messages } from '@kontor/core/time-tracking/index';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  caller,
  marchWeek,
  thisYear,
  timeProject,
  withRecords,
  type Caller,
} from './time-fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let worker: Caller;

// The Sunday of calendar week 10 (March) is worked, and every day 13 before and after it but
// the Wednesday after: that Wednesday is the only possible substitute rest day (§ 11 Abs. 3).
const sunday = () => marchWeek()[6]!;
const lastFree = () => addDays(sunday(), 3);
const morning = (date: string) => ({
  date,
  type: 'work',
  start: '08:00',
  end: '12:00',
  breaks: [],
});

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  worker = p.worker;
  call = caller(t, p.project);
  await withRecords(call, p.admin, [worker]);
  for (let day = -13; day <= 13; day++) {
    const date = addDays(sunday(), day);
    if (date === lastFree()) continue;
    const res = await call(worker, 'POST', '/time-tracking/entries', morning(date));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(() => t.close());

const yearFindings = async () =>
  (await call(worker, 'GET', `/time-tracking/users/${worker.id}/years/${thisYear()}`)).body
    .findings;

describe('§ 11 ArbZG findings in the API', () => {
  it('warns in the slide-in before the last free Werktag is worked, then shows the Sunday', async () => {
    expect(await yearFindings()).toEqual([]);
    const check = await call(worker, 'POST', '/time-tracking/entries/check', morning(lastFree()));
    expect(check.status).toBe(200);
    expect(check.body.findings).toEqual([
      { code: 'substituteRestDay', message: messages.findings.substituteRestDay },
    ]);
    const saved = await call(worker, 'POST', '/time-tracking/entries', morning(lastFree()));
    expect(saved.body.day.findings.map((f: { code: string }) => f.code)).toEqual([
      'substituteRestDay',
    ]);
    expect(await yearFindings()).toEqual([
      {
        code: 'substituteRestDay',
        message: messages.findings.substituteRestDay,
        firstMonth: 3,
        lastMonth: 3,
        date: sunday(),
      },
    ]);
    const month = await call(
      worker,
      'GET',
      `/time-tracking/users/${worker.id}/months/${thisYear()}/3`,
    );
    const day = month.body.days.find((d: { date: string }) => d.date === sunday());
    expect(day.findings.map((f: { code: string }) => f.code)).toContain('substituteRestDay');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceProofMessages, tourMessages } from '@kontor/core/schemas/services';
import { weekMondayOf } from '@kontor/core/tours/index';
import { addDays, daysInMonth, weekdayOf } from '@kontor/core/time-tracking/local-date';
import { berlinToday } from '../../lib/tour-calendar.ts';
import { readPdf } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newEntry, newProperty, newService, tourProject, type Caller } from './tours-test-setup.ts';

let t: TestApp;
let setup: Awaited<ReturnType<typeof tourProject>>;
let anna: Caller;
let bernd: Caller;
let office: Caller;
let property: string;
const thisWeek = weekMondayOf(berlinToday());
const month = thisWeek.slice(0, 7);

const download = (who: Caller, path: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/projects/${setup.project.id}${path}`,
    headers: { cookie: who.cookie },
  });

beforeAll(async () => {
  t = await createTestApp();
  setup = await tourProject(t, ['Anna Arbeiter', 'Bernd Vertreter']);
  [anna, bernd] = setup.workers as [Caller, Caller];
  office = setup.office;
  property = await newProperty(setup.call, office, 'Lindenstraße 12');
  const settled = await setup.call(office, 'PATCH', `/properties/${property}`, {
    version: 0,
    settings: { address: 'Lindenstraße 12\n10969 Berlin', keyNumber: 101, info: 'Schlüssel im EG' },
  });
  expect(settled.status, JSON.stringify(settled.body)).toBe(200);
  const service = await newService(setup.call, office, 'Winterdienst', 'winterService');
  await newEntry(setup.call, office, property, {
    serviceId: service,
    schedule: {
      type: 'interval',
      every: 1,
      unit: 'weeks',
      startWeek: addDays(thisWeek, -28),
      endWeek: null,
      days: ['monday', 'wednesday'],
    },
    workerIds: [anna.id],
    substituteIds: [bernd.id],
  });
});

afterAll(() => t.close());

describe('tour sheet (GET /tours/sheet.pdf)', () => {
  it("prints the worker's week with address, key number and a signature field", async () => {
    const res = await download(anna, `/tours/sheet.pdf?week=${thisWeek}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('tourenplan-kw-');
    const text = (await readPdf(res.rawPayload)).pages.flatMap((p) => p.lines).join('\n');
    expect(text).toContain('Anna Arbeiter');
    expect(text).toContain('10969 Berlin');
    expect(text).toContain('Schlüssel-Nr.: 101');
    expect(text).toContain('Winterdienst');
    expect(text).toContain('Unterschrift');
  });

  it("lets office print any worker's sheet and refuses a worker someone else's", async () => {
    expect(
      (await download(office, `/tours/sheet.pdf?week=${thisWeek}&workerId=${anna.id}`)).statusCode,
    ).toBe(200);
    const refused = await download(bernd, `/tours/sheet.pdf?week=${thisWeek}&workerId=${anna.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(tourMessages.onlyOwnTour);
  });

  it('answers a week that is no Monday with a German 400', async () => {
    const res = await download(anna, `/tours/sheet.pdf?week=${addDays(thisWeek, 1)}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('Leistungsnachweis (GET /properties/:id/service-proof)', () => {
  it("lists the month's planned visits as CSV, one row per visit", async () => {
    const res = await download(
      office,
      `/properties/${property}/service-proof?month=${month}&format=csv`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Header plus every Monday and Wednesday of the month.
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const days = Array.from({ length: daysInMonth(year, monthNumber) }, (_, i) =>
      addDays(`${month}-01`, i),
    );
    const expected = days.filter((day) => [0, 2].includes(weekdayOf(day))).length;
    expect(rows).toHaveLength(expected + 1);
    expect(rows.slice(1).every((row) => row.includes('Winterdienst'))).toBe(true);
  });

  it('prints the PDF with the totals by § 2 BetrKV', async () => {
    const res = await download(office, `/properties/${property}/service-proof?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const text = (await readPdf(res.rawPayload)).pages.flatMap((p) => p.lines).join('\n');
    expect(text).toContain('Leistungsnachweis');
    expect(text).toContain('Lindenstraße 12');
    expect(text).toContain('Winterdienst');
  });

  it('is for office and admin only, and refuses a bad month in German', async () => {
    expect(
      (await download(anna, `/properties/${property}/service-proof?month=${month}`)).statusCode,
    ).toBe(403);
    const bad = await download(office, `/properties/${property}/service-proof?month=2026-13`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(serviceProofMessages.monthInvalid);
  });

  it("does not open another project's property", async () => {
    const other = await tourProject(t, ['Olga Fremd']);
    const foreign = await newProperty(other.call, other.office, 'Fremdes Objekt');
    const res = await download(office, `/properties/${foreign}/service-proof?month=${month}`);
    expect(res.statusCode).toBe(404);
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lodasMessages } from '@kontor/core/schemas/lodas';
import { projectMessages } from '@kontor/core/schemas/projects';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { at, lodasFixture, ok, type LodasFixture } from './lodas-fixture.ts';
import { caller, type Caller } from './time-fixtures.ts';

/**
 * Issue 31, DATEV LODAS: the golden file of the fixture month (exact bytes: Windows-1252,
 * CRLF), the refusals, bad input of any shape, the export mark and the differences after a
 * change, the same numbers as the payroll CSV, and project isolation.
 */
let t: TestApp;
let f: LodasFixture;
const golden = readFileSync(new URL('./fixtures/lodas-2026-03.txt', import.meta.url));
const base = '/time-tracking/lodas';

const settingsBody = (version: number, more: object = {}) => ({
  consultantNumber: 1234567,
  clientNumber: 12345,
  wageTypes: {
    work: 100,
    overtime: 200,
    vacation: 301,
    illness: 310,
    holiday: 320,
    paidAbsence: 330,
    compensation: null,
  },
  surcharges: {},
  version,
  ...more,
});

async function download(who: Caller, checksum: string, month = 3) {
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${f.project.id}${base}/2026/${month}/export`,
    headers: { cookie: who.cookie },
    payload: { checksum },
  });
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t = await createTestApp();
  f = await lodasFixture(t);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('DATEV LODAS: access and settings', () => {
  it('refuses a worker in the guard, before the body is read', async () => {
    for (const [method, path, body] of [
      ['GET', `${base}/settings`, undefined],
      ['PUT', `${base}/settings`, { nonsense: true }],
      ['GET', `${base}/2026/3`, undefined],
      ['POST', `${base}/2026/3/export`, [1, 2]],
    ] as const) {
      const res = await f.call(f.worker, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.detail).toBe(
        method === 'PUT' ? lodasMessages.adminOnly : projectMessages.forbidden,
      );
    }
  });

  it('shows the proposals to the office read-only; only the administration saves', async () => {
    const read = await f.call(f.office, 'GET', `${base}/settings`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      consultantNumber: null,
      clientNumber: null,
      editable: false,
    });
    expect(read.body.figures.map((r: { wageType: number }) => r.wageType)).toEqual([
      100, 200, 300, 310, 320, 330, 340,
    ]);
    expect(read.body.surcharges.map((s: { wageType: number }) => s.wageType)).toEqual([425, 450]);
    const byOffice = await f.call(f.office, 'PUT', `${base}/settings`, settingsBody(0));
    expect(byOffice.status).toBe(403);
    expect(byOffice.body.detail).toBe(lodasMessages.adminOnly);
  });

  it('answers bad input of any shape with German field messages, never 500', async () => {
    const bad = async (payload: unknown, field?: string, message?: string) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${f.project.id}${base}/settings`,
        headers: { cookie: f.admin.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      if (field) expect(body.errors[field]).toEqual([message]);
    };
    await bad(null);
    await bad([1, 2, 3]);
    await bad('x'.repeat(100_000));
    await bad(
      { ...settingsBody(0), consultantNumber: 999 },
      'consultantNumber',
      lodasMessages.consultantNumber,
    );
    await bad(
      { ...settingsBody(0), consultantNumber: 10_000_000 },
      'consultantNumber',
      lodasMessages.consultantNumber,
    );
    await bad(
      { ...settingsBody(0), consultantNumber: 'x'.repeat(50_000) },
      'consultantNumber',
      lodasMessages.consultantNumber,
    );
    await bad({ ...settingsBody(0), clientNumber: 0 }, 'clientNumber', lodasMessages.clientNumber);
    await bad(
      { ...settingsBody(0), clientNumber: 100_000 },
      'clientNumber',
      lodasMessages.clientNumber,
    );
    await bad(
      { ...settingsBody(0), clientNumber: 1.5 },
      'clientNumber',
      lodasMessages.clientNumber,
    );
    const wageTypes = (work: unknown) => ({ ...settingsBody(0).wageTypes, work });
    for (const work of [0, 10_000, -1, 2.5, '100', [100], { n: 1 }]) {
      await bad(
        { ...settingsBody(0), wageTypes: wageTypes(work) },
        'wageTypes.work',
        lodasMessages.wageType,
      );
    }
    const unknown = 'x'.repeat(21);
    await bad(
      { ...settingsBody(0), surcharges: { [unknown]: 500 } },
      `surcharges.${unknown}`,
      lodasMessages.surchargeUnknown,
    );
    await bad(
      { ...settingsBody(0), surcharges: { [f.surchargeIds.night]: 0 } },
      `surcharges.${f.surchargeIds.night}`,
      lodasMessages.wageType,
    );
  });

  it('saves the settings and answers a stale version with 409', async () => {
    const saved = await f.call(f.admin, 'PUT', `${base}/settings`, settingsBody(0));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      consultantNumber: 1234567,
      clientNumber: 12345,
      version: 1,
    });
    const work = saved.body.figures.find((r: { figure: string }) => r.figure === 'vacation');
    expect(work).toMatchObject({ wageType: 301, defaultWageType: 300 });
    const stale = await f.call(f.admin, 'PUT', `${base}/settings`, settingsBody(0));
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(lodasMessages.conflict);
  });
});

describe('DATEV LODAS: the fixture month', () => {
  it('writes the golden file byte for byte and marks the month', async () => {
    const preview = await f.call(f.office, 'GET', `${base}/2026/3`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ ready: true, refused: [], lastExport: null, changes: [] });
    expect(preview.body.lines).toHaveLength(8);
    expect(preview.body.lines[0]).toMatchObject({
      user: { id: f.anna.id },
      personnelNumber: 1001,
      wageType: 100,
      label: 'Arbeitsstunden',
      centiHours: 2000,
    });
    at('2026-04-11', '10:15');
    const res = await download(f.office, preview.body.checksum);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=windows-1252');
    expect(res.headers['content-disposition']).toBe('attachment; filename="lodas-2026-03.txt"');
    expect(res.rawPayload.equals(golden)).toBe(true);
    // 'März' as one Windows-1252 byte, every line ended by CR LF.
    expect(res.rawPayload.includes(Buffer.from([0x4d, 0xe4, 0x72, 0x7a]))).toBe(true);
    expect(
      res.rawPayload
        .toString('latin1')
        .split('\r\n')
        .every((l) => !l.includes('\n')),
    ).toBe(true);
    const marked = await f.call(f.office, 'GET', `${base}/2026/3`);
    expect(marked.body.lastExport).toMatchObject({
      exportedBy: { id: f.office.id, name: f.office.name },
      checksum: preview.body.checksum,
    });
    expect(marked.body.changes).toEqual([]);
  });

  it('gives the numbers of the payroll CSV', async () => {
    const csv = await t.app.inject({
      url: `/api/projects/${f.project.id}/time-tracking/exports/payroll/2026/3`,
      headers: { cookie: f.office.cookie },
    });
    const preview = (await f.call(f.office, 'GET', `${base}/2026/3`)).body;
    const hours = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);
    for (const [who, number] of [
      [f.anna, 1001],
      [f.bernd, 1002],
    ] as const) {
      const rows = csv.body
        .split('\r\n')
        .filter((l) => l.startsWith(`${who.name};`))
        .map((l) => l.split(';'));
      const lines = preview.lines.filter(
        (l: { personnelNumber: number }) => l.personnelNumber === number,
      );
      const on = (wageType: number) =>
        lines.find((l: { wageType: number }) => l.wageType === wageType)?.centiHours ?? 0;
      // Arbeitszeit (Ist) = worked + vacation + illness (+ paid absence) of the LODAS lines.
      expect(hours(rows[0]![3]!)).toBe(on(100) + on(301) + on(310) + on(330));
      expect(rows[0]![11]).toBe(String(number));
      const surcharges = Object.fromEntries(rows.map((r) => [r[7], hours(r[9]!)]));
      expect(surcharges).toEqual(
        number === 1001
          ? { Nachtarbeit: on(425), Sonntagsarbeit: on(450) }
          : { Nachtarbeit: on(425) },
      );
    }
  });

  it('shows a later change as a difference and exports only what was previewed', async () => {
    const before = (await f.call(f.office, 'GET', `${base}/2026/3`)).body;
    await ok(
      f.call(f.office, 'POST', '/time-tracking/entries', {
        userId: f.bernd.id,
        date: '2026-03-05',
        type: 'work',
        start: '08:00',
        end: '10:30',
        breaks: [],
        reason: 'Nachtrag',
      }),
    );
    const after = await f.call(f.office, 'GET', `${base}/2026/3`);
    expect(after.body.checksum).not.toBe(before.checksum);
    expect(after.body.changes).toEqual([
      {
        personnelNumber: 1002,
        user: { id: f.bernd.id, name: f.bernd.name },
        wageType: 100,
        before: 700,
        after: 950,
      },
    ]);
    const stale = await download(f.office, before.checksum);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(lodasMessages.checksumChanged);
    const again = await download(f.admin, after.body.checksum);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.toString('latin1')).toContain('1;01.03.2026;1002;100;1;9,50;\r\n');
    const marked = (await f.call(f.office, 'GET', `${base}/2026/3`)).body;
    expect(marked.changes).toEqual([]);
    expect(marked.lastExport.exportedBy.id).toBe(f.admin.id);
  });

  it('refuses employees without Personalnummer or wage, by name, and bad checksums', async () => {
    const newcomer = await t.member(f.project, 'worker');
    await ok(
      f.call(f.admin, 'POST', '/time-settings/records', {
        userId: newcomer.id,
        year: 2026,
        holidayTemplateId: (await f.call(f.admin, 'GET', '/time-settings/holiday-templates')).body
          .items[0].id,
        initialSaldo: 0,
        initialVacation: 0,
        timeSettings: {},
      }),
    );
    await ok(
      f.call(f.office, 'POST', '/time-tracking/entries', {
        userId: newcomer.id,
        date: '2026-03-02',
        type: 'work',
        start: '08:00',
        end: '12:00',
        breaks: [],
        reason: 'Nachtrag',
      }),
    );
    const preview = (await f.call(f.office, 'GET', `${base}/2026/3`)).body;
    expect(preview.refused).toEqual([
      {
        user: { id: newcomer.id, name: newcomer.name },
        reasons: [lodasMessages.noPersonnelNumber, lodasMessages.noWage],
      },
    ]);
    const res = await download(f.office, preview.checksum);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      detail: lodasMessages.refused(1),
      errors: { employees: [`${newcomer.name}: keine Personalnummer, kein Lohn im Monat`] },
    });
    for (const checksum of [null, [], 'x'.repeat(100_000), 'abc']) {
      const bad = await download(f.office, checksum as unknown as string);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().errors.checksum).toEqual([lodasMessages.checksum]);
    }
    const month = await f.call(f.office, 'GET', `${base}/2026/13`);
    expect(month.status).toBe(404);
  });
});

describe('DATEV LODAS: isolation', () => {
  it('keeps project B out of A’s settings, preview and export', async () => {
    const other = await t.createProject({ modules: ['/time-tracking'] });
    const officeB = await t.member(other, 'office');
    const adminB = await t.member(other, 'admin');
    const callA = caller(t, f.project);
    for (const who of [officeB, adminB]) {
      for (const [method, path, body] of [
        ['GET', `${base}/settings`, undefined],
        ['PUT', `${base}/settings`, settingsBody(1)],
        ['GET', `${base}/2026/3`, undefined],
        ['POST', `${base}/2026/3/export`, { checksum: '0'.repeat(64) }],
      ] as const) {
        const res = await callA(who, method, path, body);
        expect([403, 404], `${method} ${path}`).toContain(res.status);
      }
    }
    const own = await caller(t, other)(officeB, 'GET', `${base}/settings`);
    expect(own.body).toMatchObject({ consultantNumber: null, version: 0 });
    const ownMonth = await caller(t, other)(officeB, 'GET', `${base}/2026/3`);
    expect(ownMonth.body).toMatchObject({ lines: [], lastExport: null });
  });
});

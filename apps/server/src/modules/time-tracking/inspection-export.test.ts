import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inspectionPeriodMessages } from '@kontor/core/payroll/inspection-period';
import { inspectionExportMessages } from '@kontor/core/schemas/inspection-export';
import { toInstant } from '@kontor/core/time-tracking/berlin-time';
import { parseClock } from '@kontor/core/time-tracking/index';
import { users } from '../../db/schema/users.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { keepPdf, pdfFonts, readPdf } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { berlinStamp } from './inspection-export.service.ts';
import { caller, withRecords, type Caller } from './time-fixtures.ts';

/**
 * The inspection export ('Prüfexport', issue 31): the CSV's exact content and the PDF's text
 * for a fixture with a late-recorded, a changed and a deleted time; who may export; project
 * isolation; bad input. The clock is set to the March 2026 days the times are recorded on.
 */
let t: TestApp;
let project: CreatedProject;
let call: ReturnType<typeof caller>;
let office: Caller;
let admin: Caller;
let worker: Caller;
let minijobber: Caller;
let colleague: Caller;
let b: { project: CreatedProject; office: Caller; worker: Caller };
let changedId: string;
let deletedId: string;
let lateId: string;
let colleagueId: string;

const at = (date: string, time: string) =>
  vi.setSystemTime(new Date(toInstant(date, parseClock(time)) * 60_000));
const PROJECT = 'Gebäudereinigung Şahin GmbH';
const NAMES = {
  minijobber: 'Łukasz Wiśniewski',
  colleague: 'Ayşe Yılmaz',
  office: 'Nguyễn Văn Ödön',
};
const pdfPath = '/time-tracking/exports/inspection/pdf';
const csvPath = '/time-tracking/exports/inspection/csv';
const period = { from: '2026-03-01', to: '2026-03-20' };

async function rename(who: Caller, name: string) {
  await t.db.update(users).set({ name }).where(eq(users.id, who.id));
  who.name = name;
}

async function work(who: Caller, date: string, start: string, end: string, more: object = {}) {
  const res = await call(office, 'POST', '/time-tracking/entries', {
    userId: who.id,
    date,
    type: 'work',
    start,
    end,
    ...more,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.entry as { id: string; version: number };
}

/** The raw answer of an export (status, headers, bytes). */
async function exportOf(who: Caller, path: string, payload: unknown, projectId = project.id) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}${path}`,
    headers: { cookie: who.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  return res;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-01-05', '09:00');
  t = await createTestApp();
  // No 'Objekte': § 2a SchwarzArbG is off, so only the Minijobber must record in seven days.
  project = await t.createProject({
    name: PROJECT,
    modules: ['/staff', '/time-tracking', '/time-settings'],
  });
  call = caller(t, project);
  admin = await t.member(project, 'admin');
  office = await t.member(project, 'office');
  worker = await t.member(project, 'worker');
  minijobber = await t.member(project, 'worker');
  colleague = await t.member(project, 'worker');
  await rename(minijobber, NAMES.minijobber);
  await rename(colleague, NAMES.colleague);
  await rename(office, NAMES.office);
  await withRecords(call, admin, [minijobber, colleague]);
  const pay = (who: Caller, path: string, method: 'POST' | 'PUT', body: object) =>
    call(office, method, `/staff/payroll/${who.id}${path}`, body);
  for (const [who, type, number] of [
    [minijobber, 'minijob', 17],
    [colleague, 'partTime', 4],
  ] as const) {
    const wage = await pay(who, '/wages', 'POST', {
      validFrom: '2026-01-01',
      employmentType: type,
      kind: 'hourly',
      amountCents: 1390,
    });
    expect(wage.status, JSON.stringify(wage.body)).toBe(201);
    const pn = await pay(who, '/personnel-number', 'PUT', { personnelNumber: number, version: 0 });
    expect(pn.status, JSON.stringify(pn.body)).toBe(200);
  }

  // Friday 13 March: the 2nd recorded eleven days late, the 13th on its day; the colleague's
  // 2nd is late too, but § 17 does not apply to a part-timer outside a § 2a sector.
  at('2026-03-13', '18:00');
  lateId = (await work(minijobber, '2026-03-02', '08:00', '12:00')).id;
  const changed = await work(minijobber, '2026-03-13', '08:00', '12:30', {
    breaks: [{ start: '10:00', end: '10:30' }],
  });
  changedId = changed.id;
  deletedId = (await work(minijobber, '2026-03-11', '14:00', '15:00')).id;
  colleagueId = (await work(colleague, '2026-03-02', '07:30', '11:45')).id;
  // Monday 16 March: last week's time changed and one deleted, each with its reason.
  at('2026-03-16', '09:00');
  const put = await call(office, 'PUT', `/time-tracking/entries/${changedId}`, {
    userId: minijobber.id,
    date: '2026-03-13',
    type: 'work',
    start: '08:00',
    end: '13:00',
    breaks: [{ start: '10:00', end: '10:30' }],
    version: changed.version,
    reason: 'Stundenzettel nachgereicht',
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const del = await call(office, 'DELETE', `/time-tracking/entries/${deletedId}`, {
    reason: 'Doppelt erfasst',
  });
  expect(del.status, JSON.stringify(del.body)).toBe(204);

  const other = await t.createProject({ modules: ['/staff', '/time-tracking', '/time-settings'] });
  b = {
    project: other,
    office: await t.member(other, 'office'),
    worker: await t.member(other, 'worker'),
  };
  at('2026-03-20', '10:15');
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** The Berlin times the history rows of a time were written at (the database's clock). */
async function historyTimes(entryId: string) {
  const res = await call(office, 'GET', `/time-tracking/entries/${entryId}/history`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as { seq: number; at: string }[]).map(
    (row) => `${row.seq};${berlinStamp(row.at)}`,
  );
}

const both = () => ({ ...period, userIds: [minijobber.id, colleague.id] });
const LATE = 'Aufzeichnung verspätet (§ 17 MiLoG)';

describe('the CSV', () => {
  it('gives work times, recording, month totals and the change history exactly', async () => {
    const res = await exportOf(office, csvPath, both());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="pruefexport-2026-03-01-bis-2026-03-20.csv"',
    );
    const [created, updated] = await historyTimes(changedId);
    const [createdDeleted, deleted] = await historyTimes(deletedId);
    const [lateCreated] = await historyTimes(lateId);
    const [colleagueCreated] = await historyTimes(colleagueId);
    const lj = `${NAMES.minijobber};17`;
    const ay = `${NAMES.colleague};4`;
    const by = `${NAMES.office}`;
    const rows = (head: string, what: string, changes: string[], reason = '') =>
      changes.map((change) => `${head};${by};${what};${change};${reason}`);
    const work = (date: string, start: string, end: string) => [
      `Datum;;${date}`,
      'Art;;Arbeitszeit',
      `Beginn;;${start}`,
      `Ende;;${end}`,
    ];
    const expected = [
      '\uFEFFPrüfexport: Arbeitszeitaufzeichnungen',
      `Projekt;${PROJECT}`,
      'Zeitraum;01.03.2026 – 20.03.2026',
      'Erstellt am;20.03.2026 10:15',
      `Erstellt von;${NAMES.office}`,
      // Two records, four times, a change and a deletion: all of the project's chain.
      'Änderungsverlauf;Geprüft: Die Hash-Kette aller 8 Änderungen des Projekts ist vollständig und unverändert.',
      '',
      'Arbeitszeiten',
      'Mitarbeiter;Personalnummer;Beschäftigung;Datum;Beginn;Ende;Pausen;Pausen (Std.);Dauer (Std.);erfasst am;erfasst von;Hinweis',
      // Late as well, but § 17 MiLoG does not apply to a part-timer outside a § 2a sector.
      `${ay};Teilzeit;02.03.2026;07:30;11:45;;0,00;4,25;13.03.2026 18:00;${by};`,
      `${lj};Minijob;02.03.2026;08:00;12:00;;0,00;4,00;13.03.2026 18:00;${by};${LATE}`,
      // Changed on the 16th: the new end, the first recording kept; the deleted 11th is gone.
      `${lj};Minijob;13.03.2026;08:00;13:00;10:00–10:30;0,50;4,50;13.03.2026 18:00;${by};geändert`,
      '',
      'Summen je Monat',
      'Mitarbeiter;Personalnummer;Monat;Arbeitstage;Dauer (Std.)',
      `${ay};März 2026;1;4,25`,
      `${ay};Gesamt;1;4,25`,
      `${lj};März 2026;2;8,50`,
      `${lj};Gesamt;2;8,50`,
      '',
      'Änderungsverlauf im Zeitraum',
      'Mitarbeiter;Personalnummer;Nr.;Zeitpunkt;Von;Aktion;Betrifft;Feld;Alt;Neu;Grund',
      ...rows(
        `${ay};${colleagueCreated}`,
        'Erstellt;Zeit vom 02.03.2026',
        work('02.03.2026', '07:30', '11:45'),
      ),
      ...rows(
        `${lj};${lateCreated}`,
        'Erstellt;Zeit vom 02.03.2026',
        work('02.03.2026', '08:00', '12:00'),
      ),
      ...rows(`${lj};${created}`, 'Erstellt;Zeit vom 13.03.2026', [
        ...work('13.03.2026', '08:00', '12:30'),
        'Pausen;;10:00–10:30',
      ]),
      ...rows(
        `${lj};${createdDeleted}`,
        'Erstellt;Zeit vom 11.03.2026',
        work('11.03.2026', '14:00', '15:00'),
      ),
      ...rows(
        `${lj};${updated}`,
        'Geändert;Zeit vom 13.03.2026',
        ['Ende;12:30;13:00'],
        'Stundenzettel nachgereicht',
      ),
      ...rows(
        `${lj};${deleted}`,
        'Gelöscht;Zeit vom 11.03.2026',
        ['Datum;11.03.2026;', 'Art;Arbeitszeit;', 'Beginn;14:00;', 'Ende;15:00;'],
        'Doppelt erfasst',
      ),
      '',
    ];
    expect(res.body.split('\r\n')).toEqual(expected);
  });

  it('gives the same figures as the PDF, and all employees when asked for all', async () => {
    const all = await exportOf(admin, csvPath, { ...period, all: true });
    expect(all.statusCode, all.body).toBe(200);
    const csv = await exportOf(admin, csvPath, both());
    // The same but for the creation line's author: admin either way.
    expect(all.body).toBe(csv.body);
    const pdf = await readPdf((await exportOf(admin, pdfPath, both())).rawPayload);
    expect(pdf.text).toContain('März 2026 2 8.30');
    expect(csv.body).toContain(`${NAMES.minijobber};17;März 2026;2;8,50`);
  });
});

describe('the PDF', () => {
  it('reads back in German with every name, the recording, the finding and the history', async () => {
    const res = await exportOf(office, pdfPath, both());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="pruefexport-2026-03-01-bis-2026-03-20.pdf"',
    );
    keepPdf('pruefexport.pdf', res.rawPayload);
    expect(pdfFonts(res.rawPayload)).toEqual(['DejaVuSansCondensed', 'DejaVuSansCondensed-Bold']);
    const { pages, text } = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(2);
    const [first, second] = pages.map((p) => p.lines);
    expect(first!.slice(0, 9)).toEqual([
      PROJECT,
      'Prüfexport: Arbeitszeitaufzeichnungen',
      `Projekt: ${PROJECT}`,
      'Zeitraum: 01.03.2026 – 20.03.2026',
      `Erstellt am 20.03.2026 10:15 von ${NAMES.office}`,
      'Mitarbeiter: 2',
      'Änderungsverlauf: Geprüft: Die Hash-Kette aller 8 Änderungen des Projekts ist vollständig und unverändert.',
      'Aufzeichnung von Beginn, Ende und Dauer der täglichen Arbeitszeit nach § 17 Abs. 1 MiLoG; Aufbewahrung mindestens zwei Jahre.',
      'Pausen und Dauer in Stunden.Minuten (8.30 = 8 Stunden 30 Minuten); Uhrzeiten deutsche Zeit; (+1): am folgenden Tag.',
    ]);
    // One employee per page, by name.
    expect(first).toContain(NAMES.colleague);
    expect(first).toContain(
      'Personalnummer: 4 · Beschäftigung: Teilzeit · Aufzeichnungspflicht (§ 17 MiLoG): nein',
    );
    expect(first).toContain(`Mo 02.03.2026 07:30 11:45 4.15 13.03.2026 18:00 ${NAMES.office}`);
    expect(second).toContain(NAMES.minijobber);
    expect(second).toContain(
      'Personalnummer: 17 · Beschäftigung: Minijob · Aufzeichnungspflicht (§ 17 MiLoG): ja',
    );
    expect(second).toContain('Datum Beginn Ende Pausen Dauer erfasst am erfasst von Hinweis');
    expect(second).toContain(
      `Mo 02.03.2026 08:00 12:00 4.00 13.03.2026 18:00 ${NAMES.office} ${LATE}`,
    );
    expect(second).toContain(
      `Fr 13.03.2026 08:00 13:00 10:00–10:30 4.30 13.03.2026 18:00 ${NAMES.office} geändert`,
    );
    expect(second).toContain('Gesamt 2 8.30');
    const [, updated] = await historyTimes(changedId);
    const [seq, when] = updated!.split(';');
    expect(second).toContain(
      `Nr. ${seq} · ${when} · Geändert von ${NAMES.office} · Zeit vom 13.03.2026`,
    );
    expect(second).toContain('Ende: 12:30 → 13:00');
    expect(second).toContain('Grund: Stundenzettel nachgereicht');
    expect(second).toContain('Grund: Doppelt erfasst');
    expect(text).not.toMatch(/…/);
  });

  it('says so on the document when the chain does not verify', async () => {
    const other = await t.createProject({
      name: 'Manipuliert',
      modules: ['/time-tracking', '/time-settings'],
    });
    const otherCall = caller(t, other);
    const otherAdmin = await t.member(other, 'admin');
    const employee = await t.member(other, 'worker');
    await withRecords(otherCall, otherAdmin, [employee]);
    at('2026-03-13', '18:00');
    const created = await otherCall(otherAdmin, 'POST', '/time-tracking/entries', {
      userId: employee.id,
      date: '2026-03-12',
      type: 'work',
      start: '08:00',
      end: '12:00',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    at('2026-03-20', '10:15');
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update time_history set after = jsonb_set(after, '{end}', '"2026-03-12T15:00:00Z"')
            where project_id = ${other.id} and entity = 'entry'`,
      );
    });
    const body = { ...period, all: true };
    const pdf = await exportOf(otherAdmin, pdfPath, body, other.id);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const { text } = await readPdf(pdf.rawPayload);
    expect(text.replaceAll('\n', ' ')).toContain(
      'Änderungsverlauf: ACHTUNG: Die Prüfung der Hash-Kette hat 1 veränderte oder fehlende Einträge gefunden (erster: Nr. 2). Änderungen ab dort sind nicht gesichert.',
    );
    const csv = await exportOf(otherAdmin, csvPath, body, other.id);
    expect(csv.body).toContain('Änderungsverlauf;ACHTUNG: Die Prüfung der Hash-Kette');
  });
});

describe('who may export', () => {
  it('refuses a worker in the guard, before the body is read', async () => {
    for (const path of [pdfPath, csvPath]) {
      for (const payload of [both(), { userIds: 'kaputt' }, 'kein JSON', null]) {
        const res = await exportOf(worker, path, payload);
        expect(res.statusCode, path).toBe(403);
        expect(res.json().detail).toMatch(/Berechtigung|nicht erlaubt|Zugriff/);
      }
      // Even for their own times.
      const own = await exportOf(minijobber, path, { ...period, userIds: [minijobber.id] });
      expect(own.statusCode).toBe(403);
    }
  });

  it("keeps project B away from project A's employees", async () => {
    for (const path of [pdfPath, csvPath]) {
      // B's office through A's project: not a member.
      const viaA = await exportOf(b.office, path, both());
      expect([403, 404]).toContain(viaA.statusCode);
      expect(viaA.body).not.toContain(NAMES.minijobber);
      // A's employees named in B's project: refused by the field, nothing of them shown.
      const viaB = await exportOf(b.office, path, both(), b.project.id);
      expect(viaB.statusCode).toBe(400);
      expect(viaB.json().errors.userIds).toEqual([inspectionExportMessages.unknownEmployee]);
      expect(viaB.body).not.toContain(NAMES.minijobber);
      // One foreign id among A's own is refused as well.
      const mixed = await exportOf(office, path, {
        ...period,
        userIds: [minijobber.id, b.worker.id],
      });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().errors.userIds).toEqual([inspectionExportMessages.unknownEmployee]);
      // 'All' in B lists B's own only: no record there, so nobody.
      const all = await exportOf(b.office, path, { ...period, all: true }, b.project.id);
      expect(all.statusCode).toBe(400);
      expect(all.json().detail).toBe(inspectionExportMessages.noEmployees);
    }
  });
});

describe('bad input', () => {
  const bad: [string, unknown, string, string | RegExp][] = [
    ['no employee', { ...period }, 'userIds', inspectionExportMessages.chooseEmployees],
    ['empty list', { ...period, userIds: [] }, 'userIds', inspectionExportMessages.chooseEmployees],
    [
      'ids not a list',
      { ...period, userIds: 'alle' },
      'userIds',
      inspectionExportMessages.chooseEmployees,
    ],
    ['malformed id', { ...period, userIds: ['x'] }, 'userIds.0', /Zeichen|Ungültig/],
    [
      'all not a boolean',
      { ...period, all: 'ja', userIds: ['x'.repeat(10)] },
      'all',
      /erwartet|Ungültig/,
    ],
    ['missing from', { to: period.to, all: true }, 'from', /Datum|erwartet|Ungültig/],
    ['bad date', { from: '2026-02-30', to: period.to, all: true }, 'from', 'Ungültiges Datum'],
    ['date as number', { from: 20260301, to: period.to, all: true }, 'from', /erwartet|Ungültig/],
    [
      'end before start',
      { from: '2026-03-10', to: '2026-03-01', all: true },
      'to',
      inspectionPeriodMessages.toBeforeFrom,
    ],
    [
      'end after today',
      { from: '2026-03-01', to: '2026-03-21', all: true },
      'to',
      inspectionPeriodMessages.toAfterToday,
    ],
    [
      'more than two years back',
      { from: '2024-03-19', to: period.to, all: true },
      'from',
      inspectionPeriodMessages.fromTooEarly('2024-03-20'),
    ],
  ];
  it.each(bad)('%s: a German 400 under the field', async (_, payload, field, message) => {
    for (const path of [pdfPath, csvPath]) {
      const res = await exportOf(office, path, payload);
      expect(res.statusCode, res.body).toBe(400);
      const errors = res.json().errors[field];
      expect(errors, res.body).toHaveLength(1);
      expect(errors[0]).toMatch(message);
    }
  });

  it('answers a body of the wrong shape with a German 400, never a 500', async () => {
    const many = Array.from({ length: 501 }, (_, i) => String(i).padStart(10, 'A'));
    for (const payload of ['kein JSON', [1, 2], 7, null, { ...period, userIds: many }]) {
      const res = await exportOf(office, csvPath, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toMatch(/Eingabe|Mitarbeiter|ungültig/i);
    }
    const garbled = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}${pdfPath}`,
      headers: { cookie: office.cookie, 'content-type': 'application/json' },
      payload: '{"from": ',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().detail).toMatch(/[äöüß]|Eingabe|JSON/);
  });
});

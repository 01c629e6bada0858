import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formMessages } from '@kontor/core/schemas/forms';
import type { Notification } from '@kontor/core/schemas/notifications';
import { formSubmissions } from '../../db/schema/forms.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertForm } from './form-fixtures.ts';
import { submissionsCsvName } from './submissions-csv.ts';

/** Issue 35, 'Formulare': typed fields, the CSV export and the bell (docs/forms.md). */
let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let office: { id: string; cookie: string };
let admin: { id: string; cookie: string };
let officeOfB: { id: string; cookie: string };
let worker: { id: string; cookie: string };
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.createProject({ name: 'Verein A', modules: ['/forms'] });
  b = await t.createProject({ name: 'Verein B', modules: ['/forms'] });
  office = await t.member(a, 'office');
  admin = await t.member(a, 'admin');
  officeOfB = await t.member(b, 'office');
  worker = await t.member(a, 'worker');
});
afterAll(() => t.close());

const FIELDS = [
  { name: 'name', label: 'Ihr Name', type: 'text' as const, required: true },
  { name: 'geburtstag', label: 'Geburtstag', type: 'date' as const },
  { name: 'anzahl', label: 'Anzahl Personen', type: 'number' as const },
  { name: 'telefon', label: 'Telefon', type: 'phone' as const },
  { name: 'bemerkung', label: '=Bemerkung', type: 'textarea' as const },
];

const post = (form: { id: string; projectId: string }, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/projects/${form.projectId}/forms/${form.id}`,
    remoteAddress: `203.0.113.${++address}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

async function submit(form: { id: string; projectId: string }, values: Record<string, unknown>) {
  const res = await post(form, values);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const api = (cookie: string, projectId: string, path: string) =>
  t.app.inject({ url: `/api/projects/${projectId}/forms${path}`, headers: { cookie } });

describe('date, number and phone answers', () => {
  it('are stored in one spelling', async () => {
    const form = await insertForm(t.db, a.id, { fields: FIELDS });
    const id = await submit(form, {
      name: 'Erika',
      geburtstag: '24.12.1990',
      anzahl: '2,5',
      telefon: '030 / 123 45',
    });
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row!.data).toEqual({
      name: 'Erika',
      geburtstag: '1990-12-24',
      anzahl: '2.5',
      telefon: '030 / 123 45',
    });
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['a wrong date', { geburtstag: '30.02.2027' }, 'geburtstag', formMessages.dateInvalid],
    ['a wrong number', { anzahl: 'zwei' }, 'anzahl', formMessages.numberInvalid],
    ['a wrong phone number', { telefon: 'ruf mich an' }, 'telefon', formMessages.phoneInvalid],
    ['null', { telefon: null }, 'telefon', formMessages.submissionInvalid],
    ['an array', { anzahl: [1, 2] }, 'anzahl', formMessages.submissionInvalid],
    ['an object', { geburtstag: { tag: 1 } }, 'geburtstag', formMessages.submissionInvalid],
    ['a huge string', { anzahl: '9'.repeat(100_000) }, 'anzahl', formMessages.nameMax(500)],
  ];
  it.each(bad)('refuse %s with a German 400 beside the field', async (_n, values, key, message) => {
    const form = await insertForm(t.db, a.id, { fields: FIELDS });
    const res = await post(form, { name: 'Erika', ...values });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[key]).toEqual([message]);
  });

  it('a form with a consent text refuses a body without the consent key', async () => {
    const form = await insertForm(t.db, a.id, {
      fields: FIELDS,
      settings: { consentText: 'Wir speichern Ihre Angaben.' },
    });
    const res = await post(form, { name: 'Erika' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.consent).toEqual([formMessages.consentRequired]);
    expect((await post(form, { name: 'Erika', consent: true })).statusCode).toBe(201);
  });

  it('a body that is null or an array is a German 400', async () => {
    const form = await insertForm(t.db, a.id, { fields: FIELDS });
    for (const payload of [null, [1, 2], 'text']) {
      const res = await post(form, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toMatch(/[äöüÄÖÜß]|Bitte|Eingaben/);
    }
  });
});

describe('the CSV export', () => {
  it('has the labels as headers in field order, German dates and numbers, defused text', async () => {
    const form = await insertForm(t.db, a.id, { name: 'Anmeldung Sommerfest', fields: FIELDS });
    const first = await submit(form, { name: 'Erika', geburtstag: '1990-12-24', anzahl: '2,5' });
    const second = await submit(form, { name: '=HYPERLINK("x")', bemerkung: 'Zeile 1\nZeile 2' });
    // Fixed moments (summer and winter time in Berlin), so the test is free of today's date.
    await t.db
      .update(formSubmissions)
      .set({
        createdAt: new Date('2026-07-01T10:05:00Z'),
        data: { name: 'Erika', geburtstag: '1990-12-24', anzahl: '2.5', alt: 'gelöscht' },
      })
      .where(eq(formSubmissions.id, first));
    await t.db
      .update(formSubmissions)
      .set({ createdAt: new Date('2026-12-07T23:30:00Z') })
      .where(eq(formSubmissions.id, second));
    const res = await api(office.cookie, a.id, `/${form.id}/submissions/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="anmeldung-sommerfest-daten.csv"',
    );
    expect(res.body).toBe(
      '\uFEFF' +
        [
          "Datum;Ihr Name;Geburtstag;Anzahl Personen;Telefon;'=Bemerkung",
          `08.12.2026 00:30;"'=HYPERLINK(""x"")";;;;"Zeile 1\nZeile 2"`,
          '01.07.2026 12:05;Erika;24.12.1990;2,5;;',
        ].join('\r\n') +
        '\r\n',
    );
  });

  it('an admin may export, a worker role without the module gets 403', async () => {
    const form = await insertForm(t.db, a.id, { fields: FIELDS });
    expect((await api(admin.cookie, a.id, `/${form.id}/submissions/export`)).statusCode).toBe(200);
    expect((await api(worker.cookie, a.id, `/${form.id}/submissions/export`)).statusCode).toBe(403);
  });

  it('project A cannot export or read a submission of project B', async () => {
    const formB = await insertForm(t.db, b.id, { fields: FIELDS });
    const idB = await submit(formB, { name: 'Geheim' });
    const csv = await api(office.cookie, a.id, `/${formB.id}/submissions/export`);
    expect(csv.statusCode).toBe(404);
    expect(csv.json().detail).toBe(formMessages.notFound);
    const one = await api(office.cookie, a.id, `/submissions/${idB}`);
    expect(one.statusCode).toBe(404);
    expect(one.json().detail).toBe(formMessages.submissionNotFound);
    // B's own office reads it.
    const own = await api(officeOfB.cookie, b.id, `/submissions/${idB}`);
    expect(own.json()).toMatchObject({ id: idB, formId: formB.id, data: { name: 'Geheim' } });
    // In B's path, A's office is no member: the project is not found for it.
    expect((await api(office.cookie, b.id, `/${formB.id}/submissions/export`)).statusCode).toBe(
      404,
    );
  });

  it('names the file after the form, header-safe', () => {
    expect(submissionsCsvName('Anmeldung Größe & "Maße"')).toBe(
      'anmeldung-groesse-masse-daten.csv',
    );
    expect(submissionsCsvName('€€€')).toBe('formular-daten.csv');
  });
});

describe('the bell', () => {
  async function inbox(who: { cookie: string }, projectId = a.id): Promise<Notification[]> {
    const res = await t.app.inject({
      url: `/api/projects/${projectId}/notifications`,
      headers: { cookie: who.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items;
  }

  it("a new submission is 'Neue Einsendung' for the forms' office and admins, linking to it", async () => {
    const form = await insertForm(t.db, a.id, { name: 'Kontaktformular', fields: FIELDS });
    const id = await submit(form, { name: 'Erika' });
    for (const who of [office, admin]) {
      const mine = (await inbox(who)).filter((n) => n.kind === 'form-submitted');
      expect(mine.find((n) => n.link?.id === id)).toMatchObject({
        title: 'Neue Einsendung',
        body: `Kontaktformular (Nr. ${id})`,
        link: { type: 'form-submission', id },
      });
    }
    expect((await inbox(worker)).some((n) => n.kind === 'form-submitted')).toBe(false);
    expect((await inbox(officeOfB, b.id)).some((n) => n.link?.id === id)).toBe(false);
  });

  it('a refused submission notifies nobody', async () => {
    const form = await insertForm(t.db, a.id, { fields: FIELDS });
    const before = (await inbox(office)).length;
    expect((await post(form, { name: '' })).statusCode).toBe(400);
    expect((await post(form, { name: 'Bot', website_url: 'http://spam' })).statusCode).toBe(201);
    expect((await inbox(office)).length).toBe(before);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formMessages, type Form } from '@kontor/core/schemas/forms';
import { projectMessages } from '@kontor/core/schemas/projects';
import { projects } from '../../db/schema/projects.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { jsonCall, type JsonMethod } from '../../test/json-call.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let inbox: SmtpInbox;
let project: CreatedProject;
let other: CreatedProject;
let cookie: string;
let otherCookie: string;
let base: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url } });
  project = await t.createProject({ name: 'Sportverein', modules: ['/forms'] });
  other = await t.createProject({ name: 'Anderer Verein', modules: ['/forms'] });
  ({ cookie } = await t.member(project, 'office'));
  ({ cookie: otherCookie } = await t.member(other, 'office'));
  base = `/api/projects/${project.id}/forms`;
  await t.app.db
    .update(projects)
    .set({ settings: { site: { domain: 'sportverein.example' } } })
    .where(eq(projects.id, project.id));
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const call = (method: JsonMethod, path: string, payload?: unknown) =>
  jsonCall(t, cookie, method, `${base}${path}`, payload);

async function createForm(name: string, description = ''): Promise<Form> {
  const { status, body } = await call('POST', '', { name, description });
  expect(status).toBe(201);
  return body as Form;
}

const textField = (id: string, name: string) => ({ id, name, type: 'text' });

describe('forms', () => {
  it('creates a form with no fields, default settings and consent version 1', async () => {
    const form = await createForm(' Kontaktformular ', 'Auf der Startseite');
    expect(form).toMatchObject({
      name: 'Kontaktformular',
      description: 'Auf der Startseite',
      fields: [],
      consentVersion: 1,
      siteDomain: 'sportverein.example',
      version: 0,
    });
    expect(form.settings).toMatchObject({
      notification: false,
      recipients: [],
      response: false,
      staticForm: false,
      retentionDays: 180,
    });
    const { status, body } = await call('GET', `/${form.id}`);
    expect(status).toBe(200);
    expect(body).toEqual(form);
  });

  it('lists by name with the counted total, and searches', async () => {
    const own = await t.createProject({ name: 'Liste', modules: ['/forms'] });
    const { cookie: ownCookie } = await t.member(own, 'office');
    const url = `/api/projects/${own.id}/forms`;
    for (const name of ['Zeltlager', 'anmeldung Kurse', 'Mitgliedsantrag']) {
      expect((await jsonCall(t, ownCookie, 'POST', url, { name })).status).toBe(201);
    }
    const page = await jsonCall(t, ownCookie, 'GET', `${url}?pageSize=10`);
    expect(page.body.total).toBe(3);
    expect(page.body.items.map((f: Form) => f.name)).toEqual([
      'anmeldung Kurse',
      'Mitgliedsantrag',
      'Zeltlager',
    ]);
    expect(Object.keys(page.body.items[0]).sort()).toEqual(['description', 'id', 'name']);
    const found = await jsonCall(t, ownCookie, 'GET', `${url}?search=LAGER`);
    expect(found.body).toMatchObject({ total: 1, items: [{ name: 'Zeltlager' }] });
    const second = await jsonCall(t, ownCookie, 'GET', `${url}?pageSize=10&page=2`);
    expect(second.body).toMatchObject({ total: 3, items: [] });
  });

  it("answers a missing form with 'Formular nicht gefunden'", async () => {
    for (const [method, path, payload] of [
      ['GET', '/ZZZZZZZZZZ'],
      ['PATCH', '/ZZZZZZZZZZ', { version: 0, name: 'Neuer Name' }],
      ['PUT', '/ZZZZZZZZZZ/fields', { version: 0, fields: [] }],
      ['DELETE', '/ZZZZZZZZZZ'],
      ['POST', '/ZZZZZZZZZZ/test-mail', { email: 'a@b.example' }],
    ] as const) {
      const { status, body } = await call(method, path, payload);
      expect(status, `${method} ${path}`).toBe(404);
      expect(body.detail).toBe(formMessages.notFound);
    }
  });

  it('renames with the version it read; a stale version gets 409', async () => {
    const form = await createForm('Anmeldung');
    const renamed = await call('PATCH', `/${form.id}`, { version: 0, name: 'Anmeldung 2027' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Anmeldung 2027', version: 1 });
    const stale = await call('PATCH', `/${form.id}`, { version: 0, description: 'alt' });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(formMessages.conflict);
  });

  it('deletes a form', async () => {
    const form = await createForm('Wegwerfen');
    expect((await call('DELETE', `/${form.id}`)).status).toBe(204);
    expect((await call('GET', `/${form.id}`)).status).toBe(404);
  });
});

describe('fields', () => {
  it('replaces the whole list; a stale version gets 409', async () => {
    const form = await createForm('Kontakt Felder');
    const fields = [
      textField('f1', 'name'),
      { id: 'f2', name: 'email', type: 'email', required: true },
      {
        id: 'f3',
        name: 'kurs',
        type: 'select',
        options: [
          { id: 'o1', label: 'Yoga', value: 'yoga' },
          { id: 'o2', label: 'Pilates', value: 'pilates' },
        ],
      },
    ];
    const saved = await call('PUT', `/${form.id}/fields`, { version: 0, fields });
    expect(saved.status, saved.body?.detail).toBe(200);
    expect(saved.body.fields.map((f: { name: string }) => f.name)).toEqual([
      'name',
      'email',
      'kurs',
    ]);
    expect(saved.body.fields[0]).toMatchObject({ label: '', required: false, options: [] });
    const stale = await call('PUT', `/${form.id}/fields`, { version: 0, fields: [] });
    expect(stale.status).toBe(409);
  });

  it('answers the field editor rules beside the field (spec 001 §5)', async () => {
    const form = await createForm('Regeln Felder');
    const { status, body } = await call('PUT', `/${form.id}/fields`, {
      version: 0,
      fields: [
        textField('f1', 'name'),
        textField('f2', 'Name'),
        { id: 'f3', name: 'auswahl', type: 'select', options: [] },
        { id: 'f4', name: 'zustimmung', type: 'checkbox' },
        { id: 'f5', name: '', type: 'text' },
      ],
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'fields.1.name': [formMessages.fieldNameTaken],
      'fields.2.options': [formMessages.optionsRequired],
      'fields.3.description': [formMessages.checkboxDescriptionRequired],
      'fields.4.name': [formMessages.fieldNameRequired],
    });
  });

  it('refuses to change the fields of a static form', async () => {
    const form = await createForm('Statisches Formular');
    const settings = { ...form.settings, staticForm: true };
    const patched = await call('PATCH', `/${form.id}`, { version: 0, settings });
    expect(patched.status).toBe(200);
    const { status, body } = await call('PUT', `/${form.id}/fields`, {
      version: 1,
      fields: [textField('f1', 'name')],
    });
    expect(status).toBe(400);
    expect(body.detail).toBe(formMessages.staticForm);
    expect(body.errors).toEqual({ fields: [formMessages.staticForm] });
    expect((await call('GET', `/${form.id}`)).body.fields).toEqual([]);
  });
});

describe('settings', () => {
  it("the sender must end in the site's domain", async () => {
    const form = await createForm('Absender');
    const settings = { ...form.settings, response: true };
    const wrong = await call('PATCH', `/${form.id}`, {
      version: 0,
      settings: { ...settings, senderEmail: 'info@fremd.example' },
    });
    expect(wrong.status).toBe(400);
    const message = formMessages.senderDomain('sportverein.example');
    expect(wrong.body.errors).toEqual({ 'settings.senderEmail': [message] });
    // A look-alike domain is not the site's domain.
    const lookAlike = await call('PATCH', `/${form.id}`, {
      version: 0,
      settings: { ...settings, senderEmail: 'info@nichtsportverein.example' },
    });
    expect(lookAlike.status).toBe(400);
    const right = await call('PATCH', `/${form.id}`, {
      version: 0,
      settings: { ...settings, senderEmail: 'Info@Sportverein.example' },
    });
    expect(right.status).toBe(200);
    expect(right.body.settings.senderEmail).toBe('Info@Sportverein.example');
  });

  it('asks for the domain first when the project has none', async () => {
    const url = `/api/projects/${other.id}/forms`;
    const form = (await jsonCall(t, otherCookie, 'POST', url, { name: 'Ohne Domain' })).body;
    const res = await jsonCall(t, otherCookie, 'PATCH', `${url}/${form.id}`, {
      version: 0,
      settings: { ...form.settings, senderEmail: 'info@irgendwo.example' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'settings.senderEmail': [formMessages.senderNoDomain] });
  });

  it('raises the consent version when the consent text changes, and only then', async () => {
    const form = await createForm('Einwilligung');
    const consent = 'Ich willige in die Verarbeitung meiner Daten ein.';
    const first = await call('PATCH', `/${form.id}`, {
      version: 0,
      settings: { ...form.settings, consentText: consent },
    });
    expect(first.body.consentVersion).toBe(2);
    const same = await call('PATCH', `/${form.id}`, {
      version: 1,
      settings: { ...first.body.settings, notification: true },
    });
    expect(same.body).toMatchObject({ consentVersion: 2, settings: { notification: true } });
    const renamed = await call('PATCH', `/${form.id}`, { version: 2, name: 'Einwilligung 2' });
    expect(renamed.body.consentVersion).toBe(2);
  });

  it('takes at most 5 recipients', async () => {
    const form = await createForm('Empfänger');
    const recipients = Array.from({ length: 6 }, (_, i) => ({
      id: `r${i}`,
      email: `r${i}@sportverein.example`,
    }));
    const { status, body } = await call('PATCH', `/${form.id}`, {
      version: 0,
      settings: { ...form.settings, notification: true, recipients },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'settings.recipients': [formMessages.recipientsMax] });
    const five = recipients.slice(0, 5).map((r, i) => ({ ...r, name: ` Vorstand ${i} ` }));
    const saved = await call('PATCH', `/${form.id}`, {
      version: 0,
      settings: { ...form.settings, notification: true, recipients: five },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.recipients[4]).toEqual({
      id: 'r4',
      name: 'Vorstand 4',
      email: 'r4@sportverein.example',
    });
    const twoLines = await call('PATCH', `/${form.id}`, {
      version: 1,
      settings: { ...form.settings, recipients: [{ ...five[0], name: 'Vor\nstand' }] },
    });
    expect(twoLines.body.errors).toEqual({
      'settings.recipients.0.name': [formMessages.recipientNameLine],
    });
  });
});

describe("'Test E-Mail senden'", () => {
  it('queues a mail that arrives at the address', async () => {
    const form = await createForm('Testformular');
    await call('PATCH', `/${form.id}`, {
      version: 0,
      settings: { ...form.settings, notificationText: 'Danke für Ihre Nachricht!\nIhr Verein' },
    });
    const res = await call('POST', `/${form.id}/test-mail`, { email: 'pruefer@test.example' });
    expect(res.status).toBe(202);
    await t.drainJobs();
    const mail = inbox.mails.find((m) => JSON.stringify(m.to).includes('pruefer@test.example'));
    expect(mail?.subject).toBe('Kontor: Test-E-Mail eines Formulars');
    expect(mail?.text!.split('\n')).toContain('Formular: „Testformular“');
    expect(mail?.text).toContain('Danke für Ihre Nachricht!');
    expect(mail?.text).toContain('Ihr Verein');
    // Once a minute to one address (the mail throttle), with the wait in Retry-After.
    const again = await call('POST', `/${form.id}/test-mail`, { email: 'pruefer@test.example' });
    expect(again.status).toBe(429);
    expect(again.body.detail).toMatch(/^An diese E-Mail-Adresse wurde gerade erst/);
    await t.drainJobs();
    expect(
      inbox.mails.filter((m) => JSON.stringify(m.to).includes('pruefer@test.example')),
    ).toHaveLength(1);
  });

  it('needs an address', async () => {
    const form = await createForm('Testformular 2');
    const { status, body } = await call('POST', `/${form.id}/test-mail`, { email: '' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: [formMessages.emailRequired] });
  });
});

describe('bad input gets a German 4xx', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['an array', [1, 2]],
    ['a string', 'Formular'],
    ['a number for the name', { name: 12345 }],
    ['a huge name', { name: 'x'.repeat(200_000) }],
  ])('create with %s', async (_name, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: base,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().detail).toMatch(/[äöüÄÖÜß]|Bitte|Pflicht|Ungültig|ungültig|Die /);
  });

  it('names the create rules (spec 001 §5: Form name 5-36)', async () => {
    const short = await call('POST', '', { name: 'Kurs' });
    expect(short.body.errors).toEqual({ name: [formMessages.nameLength(5)] });
    const empty = await call('POST', '', { name: '' });
    expect(empty.body.errors).toEqual({ name: [formMessages.required] });
  });

  it('refuses huge settings and a wrong type per field', async () => {
    const form = await createForm('Große Eingaben');
    const huge = await call('PATCH', `/${form.id}`, {
      version: 0,
      settings: { ...form.settings, notificationText: 'x'.repeat(6000), notification: 'ja' },
    });
    expect(huge.status).toBe(400);
    expect(Object.keys(huge.body.errors).sort()).toEqual([
      'settings.notification',
      'settings.notificationText',
    ]);
    const fields = await call('PUT', `/${form.id}/fields`, { version: 0, fields: null });
    expect(fields.status).toBe(400);
    expect(fields.body.errors.fields).toHaveLength(1);
  });
});

describe('isolation', () => {
  it("a member of another project cannot read or change this project's forms", async () => {
    const form = await createForm('Geheimes Formular');
    const foreign = (method: JsonMethod, path: string, payload?: unknown) =>
      jsonCall(t, otherCookie, method, `${base}${path}`, payload);
    for (const [method, path, payload] of [
      ['GET', ''],
      ['POST', '', { name: 'Eingeschleust' }],
      ['GET', `/${form.id}`],
      ['PATCH', `/${form.id}`, { version: 0, name: 'Gekapert' }],
      ['PUT', `/${form.id}/fields`, { version: 0, fields: [] }],
      ['POST', `/${form.id}/test-mail`, { email: 'a@b.example' }],
      ['DELETE', `/${form.id}`],
    ] as const) {
      const res = await foreign(method, path, payload);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.detail).toBe(projectMessages.notFound);
    }
    // Nor through its own project's routes with this project's form id.
    const own = `/api/projects/${other.id}/forms/${form.id}`;
    expect((await jsonCall(t, otherCookie, 'GET', own)).status).toBe(404);
    expect((await jsonCall(t, otherCookie, 'DELETE', own)).status).toBe(404);
    expect((await call('GET', `/${form.id}`)).body).toMatchObject({
      name: 'Geheimes Formular',
      version: 0,
    });
  });

  it('a role without the forms module gets 403', async () => {
    const { cookie: worker } = await t.member(project, 'worker');
    const res = await jsonCall(t, worker, 'GET', base);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(projectMessages.forbidden);
  });
});

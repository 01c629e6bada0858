import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM_RETENTION_DEFAULT, formMessages } from '@kontor/core/schemas/forms';
import { formSubmissionFiles, formSubmissions } from '../../db/schema/forms.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { EXECUTABLES, MINIMAL_PDF, officeOpenXml } from '../../files/test-fixtures.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { forgetMailCounts } from '../../test/mail-counts.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SENDER_WINDOWS } from '../../lib/mail-throttle.ts';
import { leadingZeroBits } from './form-challenge.ts';
import { insertForm } from './form-fixtures.ts';

let t: TestApp;
let inbox: SmtpInbox;
let project: CreatedProject;
let other: CreatedProject;
let address = 0;

const CONSENT = 'Ich willige in die Verarbeitung meiner Daten ein (Datenschutzerklärung).';
const SETTINGS = {
  notification: true,
  recipients: [
    { id: 'r1', name: 'Vorstand', email: 'vorstand@sv-beispiel.de' },
    { id: 'r2', name: 'Kasse', email: 'kasse@sv-beispiel.de' },
  ],
  response: true,
  notificationText: 'Vielen Dank für Ihre Nachricht!\nWir melden uns bald.',
  senderEmail: 'info@sv-beispiel.de',
  consentText: CONSENT,
};

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url } });
  project = await t.createProject({ name: 'SV Beispiel', modules: ['/forms'] });
  other = await t.createProject({ name: 'Anderer Verein', modules: ['/forms'] });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});
beforeEach(async () => {
  inbox.mails.length = 0;
  // The tests reuse one submitter address; the reply's throttle is tested on its own below.
  await forgetMailCounts(t.db);
});

const urlOf = (form: { id: string; projectId: string }) =>
  `/api/public/projects/${form.projectId}/forms/${form.id}`;

/** Each test posts from its own address, so the per-address limit counts only its own. */
const nextAddress = () => `203.0.113.${++address}`;

function post(
  form: { id: string; projectId: string },
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = nextAddress(),
) {
  return t.app.inject({
    method: 'POST',
    url: urlOf(form),
    remoteAddress,
    headers: { origin: 'https://www.sv-beispiel.de', ...headers },
    ...(typeof payload === 'string' || Buffer.isBuffer(payload)
      ? { payload }
      : { payload: payload as object }),
  });
}

const valid = {
  name: 'Erika Muster',
  email: 'Erika@Example.de',
  nachricht: 'Hallo',
  consent: true,
};

const storedSubmissions = (formId: string) =>
  t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, formId));

describe('GET the form', () => {
  it('answers fields, consent, honeypot and no challenge, with CORS for any origin', async () => {
    const form = await insertForm(t.db, project.id, { settings: SETTINGS });
    const res = await t.app.inject({ url: urlOf(form), headers: { origin: 'https://x.example' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toMatchObject({
      id: form.id,
      name: 'Kontaktformular',
      consentText: CONSENT,
      consentVersion: 1,
      honeypotField: 'website_url',
      challenge: null,
    });
    expect(res.json().fields.map((f: { name: string }) => f.name)).toEqual([
      'name',
      'email',
      'nachricht',
    ]);
  });

  it('answers a preflight for JSON posts from another origin', async () => {
    const form = await insertForm(t.db, project.id);
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: urlOf(form),
      headers: {
        origin: 'https://www.sv-beispiel.de',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']).toContain('content-type');
  });

  it('is 404 in another project, for an unknown form and where the module is off', async () => {
    const form = await insertForm(t.db, project.id);
    const noModule = await t.createProject({ name: 'Ohne Formulare', modules: ['/properties'] });
    const hidden = await insertForm(t.db, noModule.id);
    for (const url of [
      `/api/public/projects/${other.id}/forms/${form.id}`,
      `/api/public/projects/${project.id}/forms/ZZZZZZZZZZ`,
      urlOf(hidden),
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toBe(formMessages.notFound);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    const posted = await post({ id: form.id, projectId: other.id }, valid);
    expect(posted.statusCode).toBe(404);
  });
});

describe('POST a submission', () => {
  it('stores it with consent and deletion date, and mails the recipients and the submitter', async () => {
    const form = await insertForm(t.db, project.id, { settings: SETTINGS });
    const before = Date.now();
    const res = await post(form, { ...valid, website_url: '', unknown: 'x' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { id } = res.json();
    const [row] = await storedSubmissions(form.id);
    expect(row).toMatchObject({
      id,
      projectId: project.id,
      data: { name: 'Erika Muster', email: 'Erika@Example.de', nachricht: 'Hallo' },
      email: 'erika@example.de',
      consentText: CONSENT,
      consentVersion: 1,
    });
    const days = (row!.deleteAfter.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(FORM_RETENTION_DEFAULT - 0.01);
    expect(days).toBeLessThan(FORM_RETENTION_DEFAULT + 0.01);

    await t.drainJobs();
    expect(inbox.mails).toHaveLength(2);
    const notification = inbox.mails.find(
      (m) => m.to && JSON.stringify(m.to).includes('vorstand'),
    )!;
    expect(JSON.stringify(notification.to)).toContain('kasse@sv-beispiel.de');
    expect(notification.subject).toContain(id);
    expect(notification.subject).toBe(`Neue Einsendung (Nr. ${id})`);
    expect(notification.text!.split('\n')).toEqual(
      expect.arrayContaining(['Formular: „Kontaktformular“', 'name: „Erika Muster“']),
    );
    expect(notification.from?.text).toContain('info@sv-beispiel.de');
    expect(notification.replyTo?.text).toContain('erika@example.de');
    const reply = inbox.mails.find((m) => JSON.stringify(m.to).includes('erika@example.de'))!;
    expect(reply.subject).toBe(`Ihre Einsendung (Nr. ${id})`);
    expect(reply.text).toContain('Vielen Dank für Ihre Nachricht!');
    expect(reply.text).toContain(`Ihre Einsendung hat die Nummer ${id}.`);
    expect(reply.from?.text).toContain('info@sv-beispiel.de');
  });

  it('stores every submission but sends the automatic reply to one address once a minute', async () => {
    const form = await insertForm(t.db, project.id, { settings: SETTINGS });
    const payload = { ...valid, email: 'opfer@example.de' };
    const answers = await Promise.all([
      post(form, payload),
      post(form, payload),
      post(form, payload),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await storedSubmissions(form.id)).toHaveLength(3);
    await t.drainJobs();
    const replies = inbox.mails.filter((m) => JSON.stringify(m.to).includes('opfer@example.de'));
    expect(replies).toHaveLength(1);
    const notifications = inbox.mails.filter((m) => JSON.stringify(m.to).includes('vorstand'));
    expect(notifications).toHaveLength(3);
  });

  it('sends automatic replies from one network to a few addresses, not to a crowd', async () => {
    const form = await insertForm(t.db, project.id, { settings: SETTINGS });
    const second = await insertForm(t.db, project.id, { settings: SETTINGS });
    const network = nextAddress();
    const [perMinute] = SENDER_WINDOWS;
    // Spread over two forms: each form takes five submissions of a network in 10 minutes.
    for (let i = 0; i <= perMinute!.limit; i++) {
      const res = await post(
        i % 2 ? second : form,
        { ...valid, email: `streu${i}@example.de` },
        {},
        network,
      );
      expect(res.statusCode).toBe(201);
    }
    await t.drainJobs();
    const replies = inbox.mails.filter((m) => JSON.stringify(m.to).includes('streu'));
    expect(replies).toHaveLength(perMinute!.limit);
  });

  it('sends no mails when the settings ask for none, and no reply without an address', async () => {
    const silent = await insertForm(t.db, project.id);
    expect((await post(silent, { name: 'A', email: 'a@b.de' })).statusCode).toBe(201);
    const noEmail = await insertForm(t.db, project.id, {
      fields: [{ name: 'name', type: 'text', required: true }],
      settings: { ...SETTINGS, consentText: '' },
    });
    expect((await post(noEmail, { name: 'Ohne Adresse' })).statusCode).toBe(201);
    await t.drainJobs();
    expect(inbox.mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('Neue Einsendung (Nr. '),
    ]);
  });

  it('answers invalid values beside the fields, and refuses without consent', async () => {
    const form = await insertForm(t.db, project.id, { settings: SETTINGS });
    const res = await post(form, { name: '', email: 'erika@', consent: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: formMessages.submissionInvalid,
      errors: {
        name: [formMessages.required],
        email: [formMessages.emailInvalid],
        consent: [formMessages.consentRequired],
      },
    });
    expect(await storedSubmissions(form.id)).toEqual([]);
  });

  it('answers every body shape with a 4xx, never a 500', async () => {
    const form = await insertForm(t.db, project.id, { settings: SETTINGS });
    const json = { 'content-type': 'application/json' };
    for (const [payload, headers] of [
      ['null', json],
      ['[]', json],
      ['"x"', json],
      ['12', json],
      ['{"name":', json],
      ['name=x', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['name=x', { 'content-type': 'text/plain' }],
      [JSON.stringify({ ...valid, name: { $gt: '' }, consent: [true] }), json],
      ['--x\r\nbroken', { 'content-type': 'multipart/form-data; boundary=x' }],
    ] as const) {
      const res = await post(form, payload, headers);
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
    expect(await storedSubmissions(form.id)).toEqual([]);
  });

  it('a filled honeypot looks like success, but nothing is stored or sent', async () => {
    const form = await insertForm(t.db, project.id, { settings: SETTINGS });
    const res = await post(form, { ...valid, website_url: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toHaveLength(10);
    expect(await storedSubmissions(form.id)).toEqual([]);
    await t.drainJobs();
    expect(inbox.mails).toEqual([]);
  });

  it('refuses the sixth submission of an address in 10 minutes with 429, and sends nothing for it', async () => {
    const form = await insertForm(t.db, project.id, {
      settings: { ...SETTINGS, notification: false },
    });
    const from = nextAddress();
    // Five submitters behind one network (one reply each: the mail throttle allows five a minute).
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(form, { ...valid, email: `fuenf${i}@example.de` }, {}, from)).statusCode,
      ).toBe(201);
    }
    await t.drainJobs();
    expect(inbox.mails).toHaveLength(5);
    const refused = await post(form, valid, {}, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(formMessages.tooManySubmissions);
    // Another address, and the same address on another form, are not affected.
    expect((await post(form, valid, {}, nextAddress())).statusCode).toBe(201);
    const second = await insertForm(t.db, project.id, { settings: { consentText: '' } });
    expect((await post(second, valid, {}, from)).statusCode).toBe(201);
    await t.drainJobs();
    expect(inbox.mails).toHaveLength(6);
    expect(await storedSubmissions(form.id)).toHaveLength(6);
    const mailJobs = await t.db.select().from(jobs).where(eq(jobs.kind, 'form-mail'));
    expect(mailJobs.every((j) => !JSON.stringify(j.payload).includes('Erika'))).toBe(true);
  });
});

describe('files', () => {
  const fileForm = () =>
    insertForm(t.db, project.id, {
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'lebenslauf', type: 'file', required: true },
      ],
    });

  it('stores an allowed file in the project storage and names it in the data', async () => {
    const form = await fileForm();
    const body = await multipartPayload([
      { field: 'name', value: 'Erika' },
      { field: 'lebenslauf', fileName: 'Lebenslauf Müller.pdf', bytes: MINIMAL_PDF },
    ]);
    const res = await post(form, body.payload, body.headers);
    expect(res.statusCode).toBe(201);
    const [row] = await storedSubmissions(form.id);
    const files = await t.db
      .select()
      .from(formSubmissionFiles)
      .where(eq(formSubmissionFiles.submissionId, row!.id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ fieldName: 'lebenslauf', contentType: 'application/pdf' });
    expect(row!.data.lebenslauf).toBe(files[0]!.fileName);
    expect(files[0]!.fileKey.startsWith(`${project.id}/`)).toBe(true);
    expect(await t.app.storage.head(files[0]!.fileKey)).not.toBeNull();
  });

  it("refuses types outside the forms' list with 'Datei nicht unterstützt.' and keeps nothing", async () => {
    const form = await fileForm();
    for (const [fileName, bytes] of [
      ['programm.pdf', EXECUTABLES.pe],
      ['brief.docx', officeOpenXml('docx')],
    ] as const) {
      const body = await multipartPayload([
        { field: 'name', value: 'Erika' },
        { field: 'lebenslauf', fileName, bytes },
      ]);
      const res = await post(form, body.payload, body.headers);
      expect(res.statusCode, fileName).toBe(415);
      expect(res.json()).toMatchObject({
        detail: formMessages.fileUnsupported,
        errors: { lebenslauf: [formMessages.fileUnsupported] },
      });
    }
    expect(await storedSubmissions(form.id)).toEqual([]);
    expect(await t.app.storage.list(`${project.id}/`)).toHaveLength(
      (await t.db.select().from(formSubmissionFiles)).length,
    );
  });

  it('takes a multipart form with many fields', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `feld${i + 1}`);
    const form = await insertForm(t.db, project.id, {
      fields: names.map((name) => ({ name, type: 'text' as const, required: true })),
    });
    const body = await multipartPayload(names.map((field) => ({ field, value: 'x' })));
    const res = await post(form, body.payload, body.headers);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await storedSubmissions(form.id);
    expect(Object.keys(row!.data)).toEqual(names);
  });

  it('refuses a file over 20 MB with 413', async () => {
    const form = await fileForm();
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 'a');
    const body = await multipartPayload([
      { field: 'name', value: 'Erika' },
      { field: 'lebenslauf', fileName: 'gross.txt', bytes: big },
    ]);
    const res = await post(form, body.payload, body.headers);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual({ lebenslauf: [formMessages.fileTooLarge] });
  });

  it('a required file field cannot be filled with text, and a missing file is refused', async () => {
    const form = await fileForm();
    const res = await post(form, { name: 'Erika', lebenslauf: 'fake.pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ lebenslauf: [formMessages.required] });
    const body = await multipartPayload([
      { field: 'name', value: 'Erika' },
      { field: 'lebenslauf', fileName: '', bytes: Buffer.alloc(0) },
    ]);
    const empty = await post(form, body.payload, body.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ lebenslauf: [formMessages.required] });
  });
});

describe('proof-of-work challenge', () => {
  /** What the website does: count up until the hash has enough leading zero bits. */
  function solve(token: string, difficulty: number) {
    for (let nonce = 0; ; nonce++) {
      const hash = createHash('sha256').update(`${token}${nonce}`).digest();
      if (leadingZeroBits(hash) >= difficulty) return String(nonce);
    }
  }

  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Uint8Array.from([0, 0, 0x80]))).toBe(16);
    expect(leadingZeroBits(Uint8Array.from([0, 0x01]))).toBe(15);
    expect(leadingZeroBits(Uint8Array.from([0xff]))).toBe(0);
  });

  it('a form with the challenge takes a solved token only, of this form', async () => {
    const form = await insertForm(t.db, project.id, { settings: { challenge: true } });
    const { challenge } = (await t.app.inject({ url: urlOf(form) })).json();
    expect(challenge.difficulty).toBeGreaterThanOrEqual(8);
    const nonce = solve(challenge.token, challenge.difficulty);
    const wrong = String(Number(nonce) + 1);
    const refused = [
      {},
      { challenge: challenge.token },
      { challenge: `${challenge.token.slice(0, -2)}xx`, nonce },
      { challenge: challenge.token.replace(form.id, 'ZZZZZZZZZZ'), nonce },
      { challenge: 12, nonce: { x: 1 } },
    ];
    for (const extra of refused) {
      const res = await post(form, { ...valid, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().detail).toBe(formMessages.challengeFailed);
    }
    const hash = createHash('sha256').update(`${challenge.token}${wrong}`).digest();
    if (leadingZeroBits(hash) < challenge.difficulty) {
      expect(
        (await post(form, { ...valid, challenge: challenge.token, nonce: wrong })).statusCode,
      ).toBe(400);
    }
    const other = await insertForm(t.db, project.id, { settings: { challenge: true } });
    expect((await post(other, { ...valid, challenge: challenge.token, nonce })).statusCode).toBe(
      400,
    );
    const ok = await post(form, { ...valid, challenge: challenge.token, nonce });
    expect(ok.statusCode).toBe(201);
  });
});

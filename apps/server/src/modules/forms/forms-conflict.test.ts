import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formConflictSchema, formMessages, type Form } from '@kontor/core/schemas/forms';
import { projectMessages } from '@kontor/core/schemas/projects';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { jsonCall, type JsonMethod } from '../../test/json-call.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The editor's auto-save (docs/forms.md, 'Auto-save and conflicts'): a change based on an older
// version is answered 409 with both versions, never written over the other editor's save.
let t: TestApp;
let project: CreatedProject;
let other: CreatedProject;
let cookie: string;
let otherCookie: string;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ name: 'Konfliktverein', modules: ['/forms'] });
  other = await t.createProject({ name: 'Nachbarverein', modules: ['/forms'] });
  ({ cookie } = await t.member(project, 'office'));
  ({ cookie: otherCookie } = await t.member(other, 'office'));
  base = `/api/projects/${project.id}/forms`;
});
afterAll(() => t.close());

const call = (method: JsonMethod, path: string, payload?: unknown) =>
  jsonCall(t, cookie, method, `${base}${path}`, payload);

async function createForm(name: string): Promise<Form> {
  const { status, body } = await call('POST', '', { name });
  expect(status).toBe(201);
  return body as Form;
}

const field = (id: string, name: string, label = name) => ({ id, name, label, type: 'text' });

describe('conflict: 409 with both versions', () => {
  it('answers a stale fields change with the stored form and the change sent', async () => {
    const form = await createForm('Zwei Bearbeiter');
    const first = await call('PUT', `/${form.id}/fields`, {
      version: 0,
      fields: [field('a', 'vorname', 'Vorname')],
    });
    expect(first.status).toBe(200);
    const stale = await call('PUT', `/${form.id}/fields`, {
      version: 0,
      fields: [field('b', 'nachname', 'Nachname')],
    });
    expect(stale.status).toBe(409);
    const conflict = formConflictSchema.parse(stale.body);
    expect(conflict.detail).toBe(formMessages.conflict);
    expect(conflict.current.version).toBe(1);
    expect(conflict.current.fields.map((f) => f.label)).toEqual(['Vorname']);
    expect(conflict.submitted.version).toBe(0);
    expect(conflict.submitted.fields?.map((f) => f.label)).toEqual(['Nachname']);
    // Nothing was overwritten; choosing one's own version means saving on the current one.
    expect((await call('GET', `/${form.id}`)).body.fields).toHaveLength(1);
    const chosen = await call('PUT', `/${form.id}/fields`, {
      version: conflict.current.version,
      fields: conflict.submitted.fields,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.fields.map((f: { label: string }) => f.label)).toEqual(['Nachname']);
  });

  it('answers stale settings with both settings', async () => {
    const form = await createForm('Einstellungen doppelt');
    const mine = { ...form.settings, consentText: 'Meine Fassung' };
    const theirs = { ...form.settings, consentText: 'Andere Fassung' };
    expect((await call('PATCH', `/${form.id}`, { version: 0, settings: theirs })).status).toBe(200);
    const stale = await call('PATCH', `/${form.id}`, { version: 0, settings: mine });
    expect(stale.status).toBe(409);
    expect(stale.body.current.settings.consentText).toBe('Andere Fassung');
    expect(stale.body.submitted).toEqual({ version: 0, settings: mine });
  });
});

describe('bad input to the editor gets a German 400', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['an array', [{ version: 0 }]],
    ['a string', 'Felder'],
    ['fields as an object', { version: 0, fields: { a: 1 } }],
    ['a null field', { version: 0, fields: [null] }],
    ['a version as text', { version: '0', fields: [] }],
    ['a huge label', { version: 0, fields: [field('a', 'name', 'x'.repeat(100_000))] }],
    ['a huge name', { version: 0, fields: [field('a', 'n'.repeat(100_000))] }],
  ])('PUT fields with %s', async (_name, payload) => {
    const form = await createForm('Schlechte Felder');
    const res = await t.app.inject({
      method: 'PUT',
      url: `${base}/${form.id}/fields`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/[äöüÄÖÜß]|Bitte|Pflicht|Ungültig|ungültig|Die /);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an array', [1]],
    ['settings as an array', { version: 0, settings: [] }],
    ['a huge description', { version: 0, description: 'x'.repeat(100_000) }],
  ])('PATCH with %s', async (_name, payload) => {
    const form = await createForm('Schlechte Einstellungen');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${form.id}`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/[äöüÄÖÜß]|Bitte|Pflicht|Ungültig|ungültig|Die /);
  });
});

describe('isolation of the editor', () => {
  it("project B's member cannot change A's form, not even with the right version", async () => {
    const form = await createForm('Nur für A');
    const foreignBase = `/api/projects/${other.id}/forms/${form.id}`;
    for (const [url, method, payload] of [
      [`${base}/${form.id}/fields`, 'PUT', { version: 0, fields: [field('x', 'x')] }],
      [`${base}/${form.id}`, 'PATCH', { version: 0, name: 'Gekapert' }],
      [`${foreignBase}/fields`, 'PUT', { version: 0, fields: [field('x', 'x')] }],
      [foreignBase, 'PATCH', { version: 0, name: 'Gekapert' }],
    ] as const) {
      const res = await jsonCall(t, otherCookie, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
      // No conflict answer either: it would show A's form to B.
      expect(res.body.current).toBeUndefined();
    }
    const denied = await jsonCall(t, otherCookie, 'PUT', `${base}/${form.id}/fields`, null);
    expect(denied.body.detail).toBe(projectMessages.notFound);
    expect((await call('GET', `/${form.id}`)).body).toMatchObject({
      name: 'Nur für A',
      version: 0,
    });
  });
});

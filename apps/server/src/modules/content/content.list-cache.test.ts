import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Content lists are kept in memory while the project's content and user names are unchanged
// (decision 0011, migration content_revisions): every write a list shows must be seen next read.

interface GroupPage {
  items: { id: string; title: string; refs: Record<string, string>; version: number }[];
  total: number;
}

let t: TestApp;
let project: CreatedProject;
let other: CreatedProject;
let editor: { id: string; cookie: string };
let personId: string;
let groupId: string;

const base = (type: string, p = project) => `/api/projects/${p.id}/${type}`;

async function groups(cookie = editor.cookie, p = project) {
  const res = await t.app.inject({ url: `${base('groups', p)}?sort=title`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GroupPage>();
}

async function call(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: { cookie: editor.cookie }, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.body ? res.json() : null;
}

/** A change past the triggers: only a cached answer can still show the old title. */
async function renameQuietly(id: string, title: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update content_items set title = ${title} where id = ${id}`);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/groups', '/persons'] });
  other = await t.createProject({ modules: ['/groups', '/persons'] });
  editor = await t.member(project, 'office');
  personId = (await call('POST', base('persons'), { name: 'Anna Muster' })).id;
  groupId = (await call('POST', base('groups'), { title: 'Bambini', persons: [personId] })).id;
});
afterAll(() => t.close());

describe('content list cache', () => {
  it('serves a repeated read from memory until the project’s content changes', async () => {
    expect((await groups()).items.map((g) => g.title)).toEqual(['Bambini']);
    await renameQuietly(groupId, 'Bambini (still)');
    expect((await groups()).items.map((g) => g.title)).toEqual(['Bambini']);

    await call('POST', base('groups'), { title: 'Minis' });
    expect((await groups()).items.map((g) => g.title)).toEqual(['Bambini (still)', 'Minis']);
    await renameQuietly(groupId, 'Bambini');
  });

  it('reads afresh after an item is created, changed or deleted', async () => {
    const created = await call('POST', base('groups'), { title: 'Junioren' });
    const page = await groups();
    expect(page.items.map((g) => g.title)).toContain('Junioren');
    const total = page.total;

    await call('PATCH', `${base('groups')}/${created.id}`, { version: 0, title: 'A-Junioren' });
    expect((await groups()).items.map((g) => g.title)).toContain('A-Junioren');

    await call('DELETE', `${base('groups')}/${created.id}`);
    const after = await groups();
    expect(after.items.map((g) => g.title)).not.toContain('A-Junioren');
    expect(after.total).toBe(total - 1);
  });

  it('reads afresh when another type’s item it names changes (a trainer’s name)', async () => {
    const first = await groups();
    expect(first.items.find((g) => g.id === groupId)?.refs[personId]).toBe('Anna Muster');
    await call('PATCH', `${base('persons')}/${personId}`, { version: 0, name: 'Anna Schmidt' });
    expect((await groups()).items.find((g) => g.id === groupId)?.refs[personId]).toBe(
      'Anna Schmidt',
    );
  });

  it("reads afresh when a user's name changes ('Bearbeitet von')", async () => {
    const editors = async () =>
      (await groups()).items.map((i) => (i as { updatedBy?: { name: string } }).updatedBy?.name);
    expect(await editors()).not.toContain('Erika Editor');
    await t.db.execute(sql`update users set name = 'Erika Editor' where id = ${editor.id}`);
    expect(await editors()).toContain('Erika Editor');
  });

  it("keeps each project's answer apart and still checks access on every read", async () => {
    await groups();
    const foreign = await t.app.inject({
      url: `${base('groups', other)}?sort=title`,
      headers: { cookie: editor.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    const otherEditor = (await t.member(other, 'office')).cookie;
    expect((await groups(otherEditor, other)).items).toEqual([]);
  });
});

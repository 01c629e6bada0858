import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  projectMessages,
  type ProjectDetail,
  type ProjectSummary,
} from '@kontor/core/schemas/projects';
import { roles } from '../../db/schema/projects.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('projects', () => {
  it('lists only the caller’s projects with their role; superusers see all', async () => {
    const a = await t.createProject({ name: 'Alpha Verein' });
    const b = await t.createProject({ name: 'Beta Service' });
    const member = await t.member(a, 'worker');
    const res = await t.app.inject({ url: '/api/projects', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    const list = res.json<ProjectSummary[]>();
    expect(list.map((p) => p.id)).toEqual([a.id]);
    expect(list[0]!.role).toMatchObject({
      id: a.roleIds.worker,
      type: 'worker',
      name: 'Mitarbeiter',
    });

    const su = await t.superuser();
    const all = (await t.app.inject({ url: '/api/projects', headers: { cookie: su.cookie } })).json<
      ProjectSummary[]
    >();
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(all.every((p) => p.role === null)).toBe(true);
  });

  it('shows a member only the modules of their role, a superuser all of them', async () => {
    const p = await t.createProject({
      name: 'Modulprojekt',
      modules: ['/properties', '/tasks', '/staff'],
    });
    const worker = await t.member(p, 'worker');
    const office = await t.member(p, 'office');
    const su = await t.superuser();
    const paths = async (cookie: string) => {
      const res = await t.app.inject({ url: `/api/projects/${p.id}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return res.json<ProjectDetail>().modules.map((m) => m.path);
    };
    expect(await paths(worker.cookie)).toEqual(['/tasks']);
    expect(await paths(office.cookie)).toEqual(['/properties', '/tasks', '/staff']);
    expect(await paths(su.cookie)).toEqual(['/properties', '/tasks', '/staff']);
    const detail = (
      await t.app.inject({ url: `/api/projects/${p.id}`, headers: { cookie: office.cookie } })
    ).json<ProjectDetail>();
    expect(detail.modules[1]).toMatchObject({ name: 'Aufgaben', icon: 'tasks', position: 2 });
    expect(detail.modules[1]!.subMenu).toHaveLength(4);
  });

  it('lists members for the staff picker without superusers', async () => {
    const p = await t.createProject({ name: 'Mitgliederprojekt' });
    const worker = await t.member(p, 'worker');
    const office = await t.member(p, 'office');
    const su = await t.superuser();
    await t.addMember(p, su, p.roleIds.admin);
    const res = await t.app.inject({
      url: `/api/projects/${p.id}/members`,
      headers: { cookie: office.cookie },
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ id: string }[]>().map((m) => m.id);
    expect(ids.sort()).toEqual([worker.id, office.id].sort());
    expect(res.json()[0].role).toHaveProperty('color');
  });

  it('lets only superusers create projects', async () => {
    const p = await t.createProject();
    const admin = await t.member(p, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: admin.cookie },
      payload: { name: 'Neues Projekt' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(projectMessages.superuserOnly);
  });

  it('validates the name with the spec messages', async () => {
    const su = await t.superuser();
    for (const [name, message] of [
      ['', projectMessages.nameRequired],
      ['Abcd', projectMessages.nameMin],
      ['x'.repeat(37), projectMessages.nameMax],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { cookie: su.cookie },
        payload: { name },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ name: [message] });
    }
    const modules = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: su.cookie },
      payload: { name: 'Gültiger Name', modules: ['/nope'] },
    });
    expect(modules.statusCode).toBe(400);
    expect(Object.keys(modules.json().errors)).toEqual(['modules.0']);
  });

  it('creates a project with modules and three roles, exactly one default', async () => {
    const su = await t.superuser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: su.cookie },
      payload: {
        name: '  Turnverein Musterstadt ',
        description: 'Webseite',
        modules: ['/articles', '/events'],
      },
    });
    expect(res.statusCode).toBe(201);
    const detail = res.json<ProjectDetail>();
    expect(detail).toMatchObject({
      name: 'Turnverein Musterstadt',
      description: 'Webseite',
      logo: null,
      role: null,
    });
    expect(detail.modules.map((m) => [m.path, m.position])).toEqual([
      ['/articles', 1],
      ['/events', 2],
    ]);
    const rows = await t.db.select().from(roles).where(eq(roles.projectId, detail.id));
    expect(rows.map((r) => r.type).sort()).toEqual(['admin', 'office', 'worker']);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
    expect(rows.every((r) => r.color.length > 0)).toBe(true);
    const listed = await t.app.inject({ url: '/api/projects', headers: { cookie: su.cookie } });
    expect(listed.json().map((p: { id: string }) => p.id)).toContain(detail.id);
  });

  it('keeps at most one default role per project in the database', async () => {
    const p = await t.createProject();
    await expect(
      t.db.update(roles).set({ isDefault: true }).where(eq(roles.id, p.roleIds.admin)),
    ).rejects.toThrow();
  });
});

describe('project settings and own portrait', () => {
  const patch = (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload });

  it('lets administrators and superusers change name and description, nobody else', async () => {
    const p = await t.createProject({ name: 'Altname GmbH' });
    const url = `/api/projects/${p.id}`;
    const admin = await t.member(p, 'admin');
    const renamed = await patch(url, admin.cookie, { name: 'Neuname GmbH', description: 'Neu' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<ProjectDetail>()).toMatchObject({
      name: 'Neuname GmbH',
      description: 'Neu',
      logo: null,
    });
    const su = await t.superuser();
    expect((await patch(url, su.cookie, { description: 'vom Superuser' })).statusCode).toBe(200);

    const office = await t.member(p, 'office');
    const refused = await patch(url, office.cookie, { name: 'Übernahme GmbH' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(projectMessages.adminOnly);
    const tooShort = await patch(url, admin.cookie, { name: 'Ab' });
    expect(tooShort.json().errors).toEqual({ name: [projectMessages.nameMin] });
    const after = await t.app.inject({ url, headers: { cookie: admin.cookie } });
    expect(after.json()).toMatchObject({ name: 'Neuname GmbH', description: 'vom Superuser' });
  });

  it('refuses an image id as the logo of a new project (it has no images yet)', async () => {
    const su = await t.superuser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: su.cookie },
      payload: { name: 'Mit Fremdlogo', logo: 'ABCDEFGHIJ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ logo: ['Bild nicht gefunden'] });
    const all = await t.app.inject({ url: '/api/projects', headers: { cookie: su.cookie } });
    expect(all.json().map((p: { name: string }) => p.name)).not.toContain('Mit Fremdlogo');
  });

  it('refuses a logo id that is no image of the project', async () => {
    const p = await t.createProject();
    const admin = await t.member(p, 'admin');
    const res = await patch(`/api/projects/${p.id}`, admin.cookie, { logo: 'XXXXXXXXXX' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ logo: ['Bild nicht gefunden'] });
  });

  it('sets and clears the caller’s own portrait; a superuser outside the project has none', async () => {
    const p = await t.createProject();
    const worker = await t.member(p, 'worker');
    const url = `/api/projects/${p.id}/members/me`;
    const cleared = await patch(url, worker.cookie, { portrait: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ id: worker.id, portrait: null });
    expect((await patch(url, worker.cookie, { portrait: 'kurz' })).statusCode).toBe(400);

    const su = await t.superuser();
    const outsider = await patch(url, su.cookie, { portrait: null });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().detail).toBe(projectMessages.notMember);
  });
});

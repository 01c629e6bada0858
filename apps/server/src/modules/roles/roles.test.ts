import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages } from '@kontor/core/schemas/members';
import { oneLineMessages } from '@kontor/core/schemas/one-line-text';
import { roleMessages, type RoleDetail } from '@kontor/core/schemas/roles';
import { roles } from '../../db/schema/projects.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let project: CreatedProject;
let other: CreatedProject;
let admin: string;

const base = (p = project) => `/api/projects/${p.id}/roles`;

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  cookie = admin,
) {
  const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

const list = async () => (await call('GET', base())).body as RoleDetail[];
const defaults = async () => (await list()).filter((r) => r.isDefault).map((r) => r.id);

async function newRole(payload: object) {
  const res = await call('POST', base(), payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as RoleDetail;
}

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/properties', '/tasks', '/tickets'] });
  other = await t.createProject({ modules: ['/properties'] });
  admin = (await t.member(project, 'admin')).cookie;
});
afterAll(() => t.close());

describe('roles', () => {
  it('lists the default roles to every member, with member counts', async () => {
    const worker = await t.member(project, 'worker');
    const res = await call('GET', base(), undefined, worker.cookie);
    expect(res.status).toBe(200);
    const byType = Object.fromEntries((res.body as RoleDetail[]).map((r) => [r.type, r]));
    expect(byType.worker).toMatchObject({ isDefault: true, memberCount: 1 });
    expect(byType.admin).toMatchObject({ isDefault: false, memberCount: 1 });
  });

  it('creates a role with modules of the project, default colour blue', async () => {
    const role = await newRole({ name: 'Hausmeister', moduleIds: [project.moduleIds['/tasks']] });
    expect(role).toMatchObject({
      name: 'Hausmeister',
      type: 'office',
      color: 'blue',
      isDefault: false,
      moduleIds: [project.moduleIds['/tasks']],
      memberCount: 0,
      version: 0,
    });
  });

  it('refuses bad input in German beside the field', async () => {
    const empty = await call('POST', base(), { name: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.name).toEqual([roleMessages.nameRequired]);
    const dup = await call('POST', base(), { name: 'x', moduleIds: ['AAAAAAAAAA', 'AAAAAAAAAA'] });
    expect(dup.body.errors.moduleIds).toEqual([roleMessages.modulesDuplicate]);
    const many = Array.from({ length: 101 }, (_, i) => `M${String(i).padStart(9, '0')}`);
    const tooMany = await call('POST', base(), { name: 'Viele', moduleIds: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.moduleIds).toEqual([roleMessages.modulesMax]);
    const colour = await call('POST', base(), { name: 'Bunt', color: 'chartreuse' });
    expect(colour.status).toBe(400);
    expect(colour.body.errors.color).toBeDefined();
  });

  it('trims a role name and refuses one with a line break or a web address (it reaches mails)', async () => {
    expect((await newRole({ name: ' Platzwart\t ' })).name).toBe('Platzwart');
    const broken = await call('POST', base(), { name: 'Haus\r\nmeister' });
    expect(broken.status).toBe(400);
    expect(broken.body.errors.name).toEqual([oneLineMessages.control]);
    const link = await call('POST', base(), { name: 'Chef www.boese.de' });
    expect(link.body.errors.name).toEqual([oneLineMessages.webAddress]);
  });

  it('refuses a module of another project, on create and on edit', async () => {
    const foreign = other.moduleIds['/properties']!;
    const res = await call('POST', base(), { name: 'Fremd', moduleIds: [foreign] });
    expect(res.status).toBe(400);
    expect(res.body.errors.moduleIds).toEqual([roleMessages.moduleUnknown]);
    const role = await newRole({ name: 'Ohne Fremdes' });
    const edit = await call('PATCH', `${base()}/${role.id}`, { version: 0, moduleIds: [foreign] });
    expect(edit.status).toBe(400);
    expect((await list()).find((r) => r.id === role.id)!.moduleIds).toEqual([]);
  });

  it('refuses a second role of the same name (409 beside the field)', async () => {
    await newRole({ name: 'Gärtner' });
    const res = await call('POST', base(), { name: 'gärtner' });
    expect(res.status).toBe(409);
    expect(res.body.errors.name).toEqual([roleMessages.nameTaken]);
  });

  it('edits with optimistic locking', async () => {
    const role = await newRole({ name: 'Reinigung' });
    const ok = await call('PATCH', `${base()}/${role.id}`, { version: 0, color: 'teal' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ color: 'teal', version: 1 });
    const stale = await call('PATCH', `${base()}/${role.id}`, { version: 0, name: 'Alt' });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(roleMessages.conflict);
  });

  it('keeps exactly one default: switching moves it, switching off or deleting it is refused', async () => {
    const [before] = await defaults();
    const role = await newRole({ name: 'Neuer Standard', isDefault: true });
    expect(await defaults()).toEqual([role.id]);
    const back = (await list()).find((r) => r.id === before)!;
    const moved = await call('PATCH', `${base()}/${before}`, {
      version: back.version,
      isDefault: true,
    });
    expect(moved.status).toBe(200);
    expect(await defaults()).toEqual([before]);
    const current = (await list()).find((r) => r.id === before)!;
    const off = await call('PATCH', `${base()}/${before}`, {
      version: current.version,
      isDefault: false,
    });
    expect(off.status).toBe(409);
    expect(off.body.detail).toBe(roleMessages.defaultOff);
    const del = await call('DELETE', `${base()}/${before}`);
    expect(del.status).toBe(409);
    expect(del.body.detail).toBe(roleMessages.deleteDefault);
    expect(await defaults()).toEqual([before]);
  });

  it('two concurrent default switches leave exactly one default', async () => {
    const a = await newRole({ name: 'Wettlauf A' });
    const b = await newRole({ name: 'Wettlauf B' });
    const results = await Promise.all([
      call('PATCH', `${base()}/${a.id}`, { version: 0, isDefault: true }),
      call('PATCH', `${base()}/${b.id}`, { version: 0, isDefault: true }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const after = await defaults();
    expect(after).toHaveLength(1);
    expect([a.id, b.id]).toContain(after[0]);
  });

  it('the database refuses a project without a default role at commit', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(roles).set({ isDefault: false }).where(eq(roles.projectId, project.id));
      }),
    ).rejects.toThrow();
    expect(await defaults()).toHaveLength(1);
    // Inside one transaction the default may pass through "none".
    const target = (await list()).find((r) => !r.isDefault)!;
    await t.db.transaction(async (tx) => {
      await tx.update(roles).set({ isDefault: false }).where(eq(roles.projectId, project.id));
      await tx.execute(sql`update roles set is_default = true where id = ${target.id}`);
    });
    expect(await defaults()).toEqual([target.id]);
  });

  it('refuses to delete a role in use, deletes an unused one', async () => {
    const role = await newRole({ name: 'Vergeben' });
    await t.member(project, { id: role.id });
    const res = await call('DELETE', `${base()}/${role.id}`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(roleMessages.deleteInUse);
    const unused = await newRole({ name: 'Unbenutzt' });
    expect((await call('DELETE', `${base()}/${unused.id}`)).status).toBe(204);
    expect((await list()).map((r) => r.id)).not.toContain(unused.id);
    expect((await call('DELETE', `${base()}/${unused.id}`)).status).toBe(404);
  });
});

describe('who may change roles', () => {
  it('office and worker members may read but not write (403)', async () => {
    for (const type of ['office', 'worker'] as const) {
      const { cookie } = await t.member(project, type);
      const res = await call('POST', base(), { name: `Von ${type}` }, cookie);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(roleMessages.adminOnly);
      const role = (await list())[0]!;
      const edit = await call(
        'PATCH',
        `${base()}/${role.id}`,
        { version: role.version, moduleIds: [] },
        cookie,
      );
      expect(edit.status).toBe(403);
      expect((await call('DELETE', `${base()}/${role.id}`, undefined, cookie)).status).toBe(403);
    }
  });

  it('an administrator of another project gets 404', async () => {
    const { cookie } = await t.member(other, 'admin');
    expect((await call('POST', base(), { name: 'Eindringling' }, cookie)).status).toBe(404);
  });

  it('an administrator cannot grant modules their own role does not open, nor change their own type', async () => {
    const limitedRole = await t.createRole(project, {
      name: 'Kleiner Admin',
      type: 'admin',
      modules: ['/properties'],
    });
    const { cookie } = await t.member(project, { id: limitedRole });
    const tasks = project.moduleIds['/tasks']!;
    const grant = await call('POST', base(), { name: 'Mehr als ich', moduleIds: [tasks] }, cookie);
    expect(grant.status).toBe(403);
    expect(grant.body.detail).toBe(roleMessages.moduleNotOwn);
    const self = await call(
      'PATCH',
      `${base()}/${limitedRole}`,
      { version: 0, moduleIds: [project.moduleIds['/properties'], tasks] },
      cookie,
    );
    expect(self.status).toBe(403);
    const type = await call(
      'PATCH',
      `${base()}/${limitedRole}`,
      { version: 0, type: 'office' },
      cookie,
    );
    expect(type.status).toBe(403);
    expect(type.body.detail).toBe(roleMessages.ownType);
    // Modules it already has may stay on a role it edits; its own modules it may give.
    const ok = await call(
      'POST',
      base(),
      { name: 'Wie ich', moduleIds: [project.moduleIds['/properties']] },
      cookie,
    );
    expect(ok.status).toBe(201);
    const full = (await list()).find((r) => r.type === 'admin' && r.id !== limitedRole)!;
    const keep = await call(
      'PATCH',
      `${base()}/${full.id}`,
      { version: full.version, color: 'red', moduleIds: full.moduleIds },
      cookie,
    );
    expect(keep.status).toBe(200);
  });

  it("refuses changing type or modules of a role above the editor's own, like a member's role", async () => {
    const limitedRole = await t.createRole(project, {
      name: 'Nur Objekte',
      type: 'admin',
      modules: ['/properties'],
    });
    const { cookie } = await t.member(project, { id: limitedRole });
    const full = await newRole({
      name: 'Voller Admin',
      type: 'admin',
      moduleIds: [project.moduleIds['/properties'], project.moduleIds['/tasks']],
    });
    const url = `${base()}/${full.id}`;
    const demote = await call('PATCH', url, { version: 0, type: 'worker' }, cookie);
    expect(demote.status).toBe(403);
    expect(demote.body.detail).toBe(roleMessages.roleAboveOwn);
    const strip = await call('PATCH', url, { version: 0, moduleIds: [] }, cookie);
    expect(strip.status).toBe(403);
    expect(strip.body.detail).toBe(roleMessages.roleAboveOwn);
    expect((await list()).find((r) => r.id === full.id)).toMatchObject({
      type: 'admin',
      version: 0,
    });
    // A module beyond one's own is refused beside the field.
    const office = await newRole({ name: 'Büro ohne Module' });
    const grant = await call(
      'PATCH',
      `${base()}/${office.id}`,
      { version: 0, moduleIds: [project.moduleIds['/tasks']] },
      cookie,
    );
    expect(grant.status).toBe(403);
    expect(grant.body.errors.moduleIds).toEqual([roleMessages.moduleNotOwn]);
  });

  it('a superuser may grant any module of the project', async () => {
    const su = await t.superuser();
    const res = await call(
      'POST',
      base(),
      { name: 'Alles', moduleIds: Object.values(project.moduleIds) },
      su.cookie,
    );
    expect(res.status).toBe(201);
  });
});

describe('the last administrator', () => {
  it('keeps the admin role of the only administrators: no demotion, no deletion', async () => {
    const p = await t.createProject();
    const a = await t.member(p, 'admin');
    const su = await t.superuser();
    const url = `${base(p)}/${p.roleIds.admin}`;
    const demote = await call('PATCH', url, { version: 0, type: 'office' }, su.cookie);
    expect(demote.status).toBe(409);
    expect(demote.body.detail).toBe(memberMessages.lastAdmin);
    const del = await call('DELETE', url, undefined, su.cookie);
    expect(del.status).toBe(409);
    expect(del.body.detail).toBe(memberMessages.lastAdmin);
    // With an administrator in another admin role, the role may become an office role.
    const second = await t.createRole(p, { name: 'Zweiter Admin', type: 'admin' });
    await t.member(p, { id: second });
    expect((await call('PATCH', url, { version: 0, type: 'office' }, su.cookie)).status).toBe(200);
    // The first administrator is now an office member and may no longer change roles.
    const res = await call(
      'PATCH',
      `${base(p)}/${second}`,
      { version: 0, type: 'office' },
      a.cookie,
    );
    expect(res.status).toBe(403);
  });

  it("two administrators demoting each other's roles at once leave one administrator", async () => {
    // Several rounds, so that without the project lock the two would overlap at least once.
    for (let round = 0; round < 5; round++) {
      const p = await t.createProject();
      const roleA = await t.createRole(p, { name: 'Admin A', type: 'admin' });
      const roleB = await t.createRole(p, { name: 'Admin B', type: 'admin' });
      const [a, b] = await Promise.all([t.member(p, { id: roleA }), t.member(p, { id: roleB })]);
      const results = await Promise.all([
        call('PATCH', `${base(p)}/${roleB}`, { version: 0, type: 'office' }, a.cookie),
        call('PATCH', `${base(p)}/${roleA}`, { version: 0, type: 'office' }, b.cookie),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
      const admins = (await call('GET', base(p), undefined, a.cookie)).body as RoleDetail[];
      expect(admins.filter((r) => r.type === 'admin' && r.memberCount > 0)).toHaveLength(1);
    }
  });
});

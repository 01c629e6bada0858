import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages, type MemberDirectory } from '@kontor/core/schemas/members';
import { projectMessages } from '@kontor/core/schemas/projects';
import { notificationSettingsOf } from '../../lib/notification-settings.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let project: CreatedProject;
let other: CreatedProject;
let admin: Awaited<ReturnType<TestApp['member']>>;
let office: Awaited<ReturnType<TestApp['member']>>;
let superuser: Awaited<ReturnType<TestApp['superuser']>>;

const MODULES = ['/properties', '/user-management', '/staff', '/users'] as const;
const um = (p: CreatedProject = project) => `/api/projects/${p.id}/user-management/members`;
const adminBase = (p: CreatedProject = project) => `/api/projects/${p.id}/admin/members`;

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: [...MODULES] });
  other = await t.createProject({ modules: [...MODULES] });
  admin = await t.member(project, 'admin');
  office = await t.member(project, 'office');
  superuser = await t.superuser();
});
afterAll(() => t.close());

function send(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

let n = 0;
function staffBody(overrides: object = {}) {
  n++;
  return {
    firstName: 'Erika',
    familyName: `Muster${n}`,
    email: `erika${n}@firma.example`,
    roleId: project.roleIds.worker,
    password: 'sicher-123',
    passwordRepeat: 'sicher-123',
    ...overrides,
  };
}

async function createStaff(cookie = admin.cookie, overrides: object = {}, p = project) {
  const res = await send('POST', um(p), cookie, staffBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; name: string; email: string; color: string }>();
}

describe('create staff', () => {
  it('shows the spec messages beside the fields', async () => {
    const res = await send('POST', um(), admin.cookie, {
      firstName: '',
      familyName: ' ',
      email: '',
      password: '',
      passwordRepeat: '',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.firstName).toEqual([memberMessages.firstNameRequired]);
    expect(errors.familyName).toEqual([memberMessages.familyNameRequired]);
    expect(errors.email).toEqual([memberMessages.emailRequired]);
    expect(errors.roleId).toEqual([memberMessages.roleRequired]);
    expect(errors.password).toEqual([memberMessages.newPasswordRequired]);
    expect(errors.passwordRepeat).toEqual([memberMessages.passwordRepeatRequired]);
    const mismatch = await send(
      'POST',
      um(),
      admin.cookie,
      staffBody({ passwordRepeat: 'anders-123' }),
    );
    expect(mismatch.json().errors.passwordRepeat).toEqual([memberMessages.passwordMismatch]);
  });

  it('creates a member who can log in, with a random colour', async () => {
    const created = await createStaff(admin.cookie, { email: 'Neu.Person@Firma.example' });
    expect(created.name).toMatch(/^Erika Muster\d+$/);
    expect(created.color).toMatch(/^#[0-9a-f]{6}$/);
    await expect(
      t.login({ email: 'neu.person@firma.example', password: 'sicher-123' }),
    ).resolves.toContain('kontor_session=');
  });

  it('without a password the account exists but no guessed password works', async () => {
    const body = staffBody({ withPassword: false, password: undefined, passwordRepeat: undefined });
    const res = await send('POST', um(), admin.cookie, body);
    expect(res.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: '' + 'sicher-123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a duplicate name and a taken e-mail with 409 on the field', async () => {
    const first = await createStaff();
    const [firstName, familyName] = first.name.split(' ');
    const dup = await send(
      'POST',
      um(),
      admin.cookie,
      staffBody({ firstName, familyName: familyName!.toUpperCase() }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.firstName).toEqual([memberMessages.nameTaken]);
    const taken = await send(
      'POST',
      um(),
      admin.cookie,
      staffBody({ email: first.email.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toEqual([memberMessages.emailTaken]);
  });

  it('refuses a role of another project', async () => {
    const res = await send('POST', um(), admin.cookie, staffBody({ roleId: other.roleIds.worker }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.roleId).toEqual([memberMessages.roleOfOtherProject]);
  });

  it('an office user cannot create an administrator', async () => {
    const res = await send(
      'POST',
      um(),
      office.cookie,
      staffBody({ roleId: project.roleIds.admin }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(memberMessages.roleAboveOwn);
  });

  it('only superusers create superusers', async () => {
    const denied = await send('POST', um(), admin.cookie, staffBody({ isSuperuser: true }));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(memberMessages.superuserOnly);
    const res = await send('POST', um(), superuser.cookie, staffBody({ isSuperuser: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json().isSuperuser).toBe(true);
  });
});

describe('edit members', () => {
  it('toggles Arbeiter and edits e-mail and colour; a taken e-mail is a 409', async () => {
    const member = await createStaff();
    const res = await send('PATCH', `${um()}/${member.id}`, admin.cookie, {
      isWorker: true,
      color: '#123abc',
      email: 'anders@firma.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isWorker: true,
      color: '#123abc',
      email: 'anders@firma.example',
    });
    const taken = await send('PATCH', `${um()}/${member.id}`, admin.cookie, {
      email: office.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toEqual([memberMessages.emailTaken]);
  });

  it('an office user cannot give itself the admin role', async () => {
    const own = await send('PATCH', `${um()}/${office.id}`, office.cookie, {
      roleId: project.roleIds.admin,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(memberMessages.roleAboveOwn);
    const dir = await send('GET', um(), admin.cookie);
    const me = dir.json<MemberDirectory>().members.find((m) => m.id === office.id);
    expect(me?.role.type).toBe('office');
  });

  it('refuses a role of another project on a role change', async () => {
    const member = await createStaff();
    const res = await send(
      'PATCH',
      `/api/projects/${project.id}/users/members/${member.id}`,
      admin.cookie,
      {
        roleId: other.roleIds.admin,
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.roleId).toEqual([memberMessages.roleOfOtherProject]);
  });

  it('an office user cannot hand out a role with a module it lacks', async () => {
    const wide = await t.createRole(project, {
      type: 'worker',
      modules: ['/properties', '/staff'],
    });
    const narrow = await t.createRole(project, { type: 'office', modules: ['/user-management'] });
    const clerk = await t.member(project, { id: narrow });
    const member = await createStaff();
    const res = await send('PATCH', `${um()}/${member.id}`, clerk.cookie, { roleId: wide });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(memberMessages.roleAboveOwn);
  });

  it('an office user cannot edit an administrator', async () => {
    const res = await send('PATCH', `${um()}/${admin.id}`, office.cookie, { isWorker: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(memberMessages.targetAboveOwn);
  });

  it('a project admin cannot edit a superuser; a superuser can', async () => {
    const su = await createStaff(superuser.cookie, { isSuperuser: true });
    const denied = await send('PATCH', `${um()}/${su.id}`, admin.cookie, { isWorker: true });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(memberMessages.superuserOnly);
    const pw = await send('PUT', `${um()}/${su.id}/password`, admin.cookie, {
      password: 'neues-pass',
      passwordRepeat: 'neues-pass',
    });
    expect(pw.statusCode).toBe(403);
    const deleted = await send(
      'DELETE',
      `/api/projects/${project.id}/users/members/${su.id}`,
      admin.cookie,
    );
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().detail).toBe(memberMessages.superuserOnly);
    const allowed = await send('PATCH', `${um()}/${su.id}`, superuser.cookie, { isWorker: true });
    expect(allowed.statusCode).toBe(200);
  });

  it("a project admin cannot touch another project's member", async () => {
    const foreign = await createStaff(
      (await t.member(other, 'admin')).cookie,
      { roleId: other.roleIds.worker },
      other,
    );
    for (const [method, url, body] of [
      ['PATCH', `${um()}/${foreign.id}`, { isWorker: true }],
      [
        'PUT',
        `${um()}/${foreign.id}/password`,
        { password: 'neues-pass', passwordRepeat: 'neues-pass' },
      ],
      ['DELETE', `/api/projects/${project.id}/users/members/${foreign.id}`, undefined],
      ['DELETE', `${adminBase()}/${foreign.id}`, undefined],
    ] as const) {
      const res = await send(method, url, admin.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().detail).toBe(memberMessages.notFound);
    }
  });

  it('sets a password that then logs in; the old one no longer does', async () => {
    const member = await createStaff();
    const bad = await send('PUT', `${um()}/${member.id}/password`, admin.cookie, {
      password: 'neues-pass',
      passwordRepeat: 'anderes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.passwordRepeat).toEqual([memberMessages.passwordMismatch]);
    const res = await send('PUT', `${um()}/${member.id}/password`, admin.cookie, {
      password: 'neues-pass',
      passwordRepeat: 'neues-pass',
    });
    expect(res.statusCode).toBe(204);
    await expect(t.login({ email: member.email, password: 'neues-pass' })).resolves.toContain(
      'kontor_session',
    );
    await expect(t.login({ email: member.email, password: 'sicher-123' })).rejects.toThrow(/401/);
  });
});

describe('the last administrator', () => {
  it('cannot be demoted, removed or deleted; with a second one it can', async () => {
    const p = await t.createProject({ modules: [...MODULES] });
    const only = await t.member(p, 'admin');
    const su = superuser.cookie;
    const demote = await send('PATCH', `${um(p)}/${only.id}`, su, { roleId: p.roleIds.office });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe(memberMessages.lastAdmin);
    const remove = await send('DELETE', `${adminBase(p)}/${only.id}`, su);
    expect(remove.statusCode).toBe(409);
    const del = await send('DELETE', `/api/projects/${p.id}/users/members/${only.id}`, su);
    expect(del.statusCode).toBe(409);
    expect(del.json().detail).toBe(memberMessages.lastAdmin);
    await t.member(p, 'admin');
    const ok = await send('PATCH', `/api/projects/${p.id}/admin/members/${only.id}`, su, {
      roleId: p.roleIds.office,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().role.type).toBe('office');
  });
});

describe('delete a user', () => {
  it("keeps their records readable as 'Gelöschter Nutzer' and frees the e-mail", async () => {
    const author = await t.member(project, 'office');
    const property = await send('POST', `/api/projects/${project.id}/properties`, author.cookie, {
      name: 'Hauptstraße 1',
    });
    expect(property.statusCode).toBe(201);
    const res = await send(
      'DELETE',
      `/api/projects/${project.id}/users/members/${author.id}`,
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accountDeleted: true });
    const read = await send(
      'GET',
      `/api/projects/${project.id}/properties/${property.json().id}`,
      admin.cookie,
    );
    expect(read.json().createdBy).toEqual({ id: author.id, name: memberMessages.deletedUser });
    const gone = await send('GET', `/api/projects/${project.id}`, author.cookie);
    expect(gone.statusCode).toBe(401);
    await expect(t.login(author)).rejects.toThrow(/401/);
    await createStaff(admin.cookie, { email: author.email });
  });

  it('a member of another project too only leaves this one', async () => {
    const both = await t.member(project, 'worker');
    await t.addMember(other, both, other.roleIds.worker);
    const res = await send(
      'DELETE',
      `/api/projects/${project.id}/users/members/${both.id}`,
      admin.cookie,
    );
    expect(res.json()).toEqual({ accountDeleted: false });
    const there = await send('GET', `/api/projects/${other.id}`, both.cookie);
    expect(there.statusCode).toBe(200);
  });

  it('nobody deletes themselves', async () => {
    const res = await send(
      'DELETE',
      `/api/projects/${project.id}/users/members/${admin.id}`,
      admin.cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(memberMessages.notSelf);
  });
});

describe('lists', () => {
  it('the screens leave superusers out, the admin tab lists them', async () => {
    const su = await createStaff(superuser.cookie, { isSuperuser: true });
    const users = await send('GET', `/api/projects/${project.id}/users/members`, admin.cookie);
    const ids = users.json<MemberDirectory>().members.map((m) => m.id);
    expect(ids).toContain(office.id);
    expect(ids).not.toContain(su.id);
    const staff = await send('GET', um(), admin.cookie);
    expect(staff.json<MemberDirectory>().members.map((m) => m.id)).not.toContain(su.id);
    const all = await send('GET', adminBase(), admin.cookie);
    expect(all.json<MemberDirectory>().members.map((m) => m.id)).toContain(su.id);
    expect(all.json<MemberDirectory>().roles.find((r) => r.isDefault)?.type).toBe('worker');
  });
});

describe('notification settings', () => {
  it('start all on, are stored, and read by the lib function', async () => {
    const member = await createStaff();
    const url = `/api/projects/${project.id}/staff/members/${member.id}/notification-settings`;
    const initial = await send('GET', url, admin.cookie);
    expect(initial.json()).toEqual({ tasks: true, tickets: true, absences: true });
    const res = await send('PUT', url, admin.cookie, {
      tasks: false,
      tickets: true,
      absences: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await notificationSettingsOf(t.db, project.id, member.id)).toEqual({
      tasks: false,
      tickets: true,
      absences: false,
    });
    const bad = await send('PUT', url, admin.cookie, { tasks: 'ja' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('project admin tab', () => {
  it('is for administrators only', async () => {
    const res = await send('GET', adminBase(), office.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(memberMessages.adminOnly);
  });

  // 'Benutzer hinzufügen' (an invitation) and the rule for shared accounts: shared-accounts.test.ts

  it('removes a member; the account stays', async () => {
    const member = await t.member(project, 'worker');
    await t.addMember(other, member, other.roleIds.worker);
    const res = await send('DELETE', `${adminBase()}/${member.id}`, admin.cookie);
    expect(res.statusCode).toBe(204);
    const here = await send('GET', `/api/projects/${project.id}`, member.cookie);
    expect(here.json().detail).toBe(projectMessages.notFound);
    expect((await send('GET', `/api/projects/${other.id}`, member.cookie)).statusCode).toBe(200);
  });

  it('an admin of another project gets 404, not the members', async () => {
    const foreignAdmin = await t.member(other, 'admin');
    const res = await send('GET', adminBase(), foreignAdmin.cookie);
    expect(res.statusCode).toBe(404);
  });
});

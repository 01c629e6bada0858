import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '@kontor/core/schemas/invitations';
import { memberMessages, type MemberDirectory } from '@kontor/core/schemas/members';
import { memberships } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

/**
 * One account, several projects (docs/people.md "Accounts shared by projects"): a project
 * changes name, e-mail, password and colour only of accounts that belong to no other project;
 * the user themself and superusers always may. Every role of the project is tried.
 */
let t: TestApp;
let inbox: SmtpInbox;
let a: CreatedProject;
let b: CreatedProject;
/** A worker role of A that may open 'Nutzerverwaltung' and 'Nutzerübersicht'. */
let clerkRole: string;
type Caller = TestUser & { cookie: string };
let actors: Record<'admin' | 'office' | 'worker', Caller>;
let superuser: Caller;
let n = 0;

const PUBLIC = 'https://kontor.example';
const MODULES = ['/properties', '/user-management', '/staff', '/users'] as const;
const um = (p: CreatedProject) => `/api/projects/${p.id}/user-management/members`;
const overview = (p: CreatedProject) => `/api/projects/${p.id}/users/members`;
const adminBase = (p: CreatedProject) => `/api/projects/${p.id}/admin/members`;
const NEW_PASSWORD = { password: 'uebernommen-1', passwordRepeat: 'uebernommen-1' };

function send(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** A user who is a member of A (clerk role, so even the worker may edit them) and admin of B. */
async function sharedAccount() {
  const user = await t.createUser({ name: `Geteilt ${++n}` });
  await t.addMember(a, user, clerkRole);
  await t.addMember(b, user, b.roleIds.admin);
  return user;
}

async function account(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** 'Arbeiter' of each membership of the user, by project id. */
async function workerFlags(userId: string) {
  const rows = await t.db
    .select({ projectId: memberships.projectId, isWorker: memberships.isWorker })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.projectId, row.isWorker]));
}

const accountChanges = (user: { id: string }) =>
  [
    ['PATCH', `${um(a)}/${user.id}`, { name: 'Übernommen' }, 'name'],
    ['PATCH', `${um(a)}/${user.id}`, { email: `weg${++n}@test.example` }, 'email'],
    ['PATCH', `${um(a)}/${user.id}`, { color: '#010203' }, 'color'],
    ['PATCH', `${overview(a)}/${user.id}`, { name: 'Übernommen' }, 'name'],
    ['PATCH', `${overview(a)}/${user.id}`, { email: `weg${++n}@test.example` }, 'email'],
    ['PUT', `${um(a)}/${user.id}/password`, NEW_PASSWORD, 'password'],
  ] as const;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: PUBLIC } });
  a = await t.createProject({ name: 'Projekt A', modules: [...MODULES] });
  b = await t.createProject({ name: 'Projekt B', modules: [...MODULES] });
  clerkRole = await t.createRole(a, { type: 'worker', modules: ['/user-management', '/users'] });
  actors = {
    admin: await t.member(a, 'admin'),
    office: await t.member(a, 'office'),
    worker: await t.member(a, { id: clerkRole }),
  };
  superuser = await t.superuser();
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe('an account shared with another project', () => {
  it.each(['admin', 'office', 'worker'] as const)(
    "the %s of one project can't change its name, e-mail, colour or password, nor log in as it",
    async (role) => {
      const actor = actors[role];
      const victim = await sharedAccount();
      const before = await account(victim.id);
      for (const [method, url, body, field] of accountChanges(victim)) {
        const res = await send(method, url, actor.cookie, body);
        expect(res.statusCode, `${method} ${url} ${field}`).toBe(403);
        expect(res.json().detail).toBe(memberMessages.accountShared);
        expect(res.json().errors[field]).toEqual([memberMessages.accountShared]);
      }
      expect(await account(victim.id)).toEqual(before);
      await expect(t.login({ email: victim.email, ...NEW_PASSWORD })).rejects.toThrow(/401/);
      await expect(t.login(victim)).resolves.toContain('kontor_session');
    },
  );

  it('no member route with a user id changes it, whatever the body', async () => {
    const victim = await sharedAccount();
    const before = await account(victim.id);
    const routes = t.routes.filter(
      (r) => r.url.includes('/members/:userId') && ['PATCH', 'PUT'].includes(String(r.method)),
    );
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const body = { name: 'Übernommen', email: 'weg@test.example', color: '#010203' };
    for (const route of routes) {
      const url = route.url.replace(':projectId', a.id).replace(':userId', victim.id);
      const res = await send(route.method as 'PUT', url, actors.admin.cookie, {
        ...body,
        ...NEW_PASSWORD,
      });
      expect(res.statusCode, `${String(route.method)} ${route.url}`).toBeLessThan(500);
    }
    expect(await account(victim.id)).toEqual(before);
  });

  it("the project still changes what is its own: role, portrait's membership, 'Arbeiter', unchanged values", async () => {
    const victim = await sharedAccount();
    const before = await account(victim.id);
    // The edit dialog sends e-mail and colour unchanged with the role.
    const res = await send('PATCH', `${um(a)}/${victim.id}`, actors.admin.cookie, {
      email: victim.email,
      color: before.color,
      roleId: a.roleIds.office,
      isWorker: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      role: { id: a.roleIds.office },
      isWorker: true,
      accountEditable: false,
    });
    expect(await account(victim.id)).toEqual(before);
  });

  it("'Arbeiter' is each project's own: setting it in A leaves B's membership as it was", async () => {
    const shared = await sharedAccount();
    const adminOfB = await t.member(b, 'admin');
    const flagIn = async (p: CreatedProject, cookie: string) =>
      (await send('GET', um(p), cookie))
        .json<MemberDirectory>()
        .members.find((m) => m.id === shared.id)?.isWorker;

    const on = await send('PATCH', `${um(a)}/${shared.id}`, actors.admin.cookie, {
      isWorker: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().isWorker).toBe(true);
    expect(await workerFlags(shared.id)).toEqual({ [a.id]: true, [b.id]: false });
    expect(await flagIn(b, adminOfB.cookie)).toBe(false);

    // B sets its own; A clearing its flag afterwards leaves B's set.
    const onInB = await send('PATCH', `${um(b)}/${shared.id}`, adminOfB.cookie, {
      isWorker: true,
    });
    expect(onInB.statusCode, onInB.body).toBe(200);
    const off = await send('PATCH', `${um(a)}/${shared.id}`, actors.admin.cookie, {
      isWorker: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await workerFlags(shared.id)).toEqual({ [a.id]: false, [b.id]: true });
    expect(await flagIn(a, actors.admin.cookie)).toBe(false);
    expect(await flagIn(b, adminOfB.cookie)).toBe(true);
  });

  it("a user of A can't set 'Arbeiter' of a member of B only, through any of A's member routes", async () => {
    const foreign = await t.createUser();
    await t.addMember(b, foreign, b.roleIds.worker);
    const routes = t.routes.filter(
      (r) => r.url.includes('/members/:userId') && ['PATCH', 'PUT'].includes(String(r.method)),
    );
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const role of ['admin', 'office', 'worker'] as const) {
      for (const route of routes) {
        const url = route.url.replace(':projectId', a.id).replace(':userId', foreign.id);
        const res = await send(route.method as 'PATCH', url, actors[role].cookie, {
          isWorker: true,
        });
        expect(
          res.statusCode,
          `${role}: ${String(route.method)} ${route.url}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${role}: ${String(route.method)} ${route.url}`).toBeLessThan(500);
      }
    }
    const direct = await send('PATCH', `${um(a)}/${foreign.id}`, actors.admin.cookie, {
      isWorker: true,
    });
    expect(direct.statusCode).toBe(404);
    expect(direct.json().detail).toBe(memberMessages.notFound);
    // Nor through B's routes: to a non-member, B is unknown.
    const viaB = await send('PATCH', `${um(b)}/${foreign.id}`, actors.admin.cookie, {
      isWorker: true,
    });
    expect(viaB.statusCode).toBe(404);
    expect(await workerFlags(foreign.id)).toEqual({ [b.id]: false });
  });

  it('the user themself changes their own name, e-mail and password from any project', async () => {
    const self = await sharedAccount();
    const cookie = await t.login(self);
    const email = `selbst${++n}@test.example`;
    const res = await send('PATCH', `${um(a)}/${self.id}`, cookie, {
      name: `Selbst ${n}`,
      email,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: `Selbst ${n}`, email, accountEditable: true });
    const pw = await send('PUT', `${um(a)}/${self.id}/password`, cookie, NEW_PASSWORD);
    expect(pw.statusCode).toBe(204);
    await expect(t.login({ email, ...NEW_PASSWORD })).resolves.toContain('kontor_session');
  });

  it('a superuser may change it', async () => {
    const victim = await sharedAccount();
    for (const [method, url, body, field] of accountChanges(victim)) {
      const res = await send(method, url, superuser.cookie, body);
      expect([200, 204], `${method} ${url} ${field}: ${res.body}`).toContain(res.statusCode);
    }
    const { email } = await account(victim.id);
    await expect(t.login({ email, ...NEW_PASSWORD })).resolves.toContain('kontor_session');
  });

  it('an account of this project only stays the project’s to change', async () => {
    const own = await t.createUser();
    await t.addMember(a, own, clerkRole);
    for (const role of ['admin', 'office', 'worker'] as const) {
      const res = await send('PATCH', `${um(a)}/${own.id}`, actors[role].cookie, {
        name: `Eigen ${++n}`,
      });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    }
    const pw = await send('PUT', `${um(a)}/${own.id}/password`, actors.office.cookie, NEW_PASSWORD);
    expect(pw.statusCode).toBe(204);
  });

  it('the lists say per member whether the caller may change the account', async () => {
    const shared = await sharedAccount();
    const own = await t.createUser();
    await t.addMember(a, own, clerkRole);
    const editable = async (cookie: string, url: string) => {
      const dir = (await send('GET', url, cookie)).json<MemberDirectory>();
      const of = (id: string) => dir.members.find((m) => m.id === id)?.accountEditable;
      return [of(shared.id), of(own.id)];
    };
    expect(await editable(actors.admin.cookie, um(a))).toEqual([false, true]);
    expect(await editable(actors.office.cookie, overview(a))).toEqual([false, true]);
    expect(await editable(actors.admin.cookie, adminBase(a))).toEqual([false, true]);
    expect(await editable(superuser.cookie, um(a))).toEqual([true, true]);
    expect(await editable(await t.login(shared), um(a))).toEqual([true, true]);
  });
});

describe('names are unique in every project of the account', () => {
  it('a rename from one project is refused when another project of the account has the name', async () => {
    const self = await sharedAccount();
    const namesake = await t.createUser({ name: `Bruno Beispiel ${++n}` });
    await t.addMember(b, namesake, b.roleIds.worker);
    const cookie = await t.login(self);
    for (const [who, url] of [
      [cookie, `${overview(a)}/${self.id}`],
      [superuser.cookie, `${overview(a)}/${self.id}`],
      [superuser.cookie, `${um(a)}/${self.id}`],
    ] as const) {
      const res = await send('PATCH', url, who, { name: namesake.name.toUpperCase() });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().errors.name).toEqual([memberMessages.nameTaken]);
    }
    expect((await account(self.id)).name).toBe(self.name);
  });

  it('holds under concurrency: renames from two projects into a third they share', async () => {
    const c = await t.createProject({ modules: [...MODULES] });
    for (let round = 0; round < 5; round++) {
      const [first, second] = [await t.createUser(), await t.createUser()];
      await t.addMember(a, first, clerkRole);
      await t.addMember(b, second, b.roleIds.worker);
      await t.addMember(c, first, c.roleIds.worker);
      await t.addMember(c, second, c.roleIds.worker);
      const name = `Gleichzeitig ${++n}`;
      const answers = await Promise.all([
        send('PATCH', `${overview(a)}/${first.id}`, superuser.cookie, { name }),
        send('PATCH', `${overview(b)}/${second.id}`, superuser.cookie, { name }),
        send('POST', um(c), superuser.cookie, {
          firstName: 'Gleichzeitig',
          familyName: String(n),
          email: `gleichzeitig${n}@test.example`,
          roleId: c.roleIds.worker,
          withPassword: false,
        }),
      ]);
      const codes = answers.map((r) => r.statusCode);
      expect(
        codes.filter((code) => code === 409),
        `round ${round}: ${codes}`,
      ).toHaveLength(2);
      const dir = (await send('GET', um(c), superuser.cookie)).json<MemberDirectory>();
      expect(dir.members.filter((m) => m.name === name)).toHaveLength(1);
    }
  });
});

describe("'Benutzer hinzufügen' invites", () => {
  // The admin tab's dialog sends the invitation of /users; no route adds an account directly.
  const add = (email: string, roleId = a.roleIds.worker) =>
    send('POST', `/api/projects/${a.id}/invitations`, actors.admin.cookie, {
      name: 'Erika Muster',
      email,
      roleId,
    });
  const comparable = ({ id: _, email: __, sentAt: ___, expiresAt: ____, ...rest }: Invitation) =>
    rest;
  const membersOfA = async () =>
    (await send('GET', adminBase(a), actors.admin.cookie))
      .json<MemberDirectory>()
      .members.map((m) => m.id);

  it('no project route pulls an existing account into the project', async () => {
    const foreign = await t.createUser();
    await t.addMember(b, foreign, b.roleIds.admin);
    const posts = t.routes.filter(
      (r) => r.url.startsWith('/api/projects/:projectId/') && r.method === 'POST',
    );
    expect(posts.length).toBeGreaterThan(10);
    for (const route of posts) {
      const url = route.url.replace(':projectId', a.id).replace(/:[A-Za-z]+/g, 'ZZZZZZZZZZ');
      const res = await send('POST', url, actors.admin.cookie, {
        name: 'Erika Muster',
        email: foreign.email,
        roleId: a.roleIds.worker,
      });
      expect(res.statusCode, `POST ${route.url}`).toBeLessThan(500);
    }
    expect(await membersOfA()).not.toContain(foreign.id);
  });

  it('an existing account joins only by accepting; a known and an unknown address get the same answer', async () => {
    const foreign = await t.createUser();
    await t.addMember(b, foreign, b.roleIds.admin);
    const known = await add(foreign.email);
    const unknown = await add(`niemand${++n}@test.example`);
    expect(known.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    expect(comparable(known.json())).toEqual(comparable(unknown.json()));
    expect(await membersOfA()).not.toContain(foreign.id);

    await t.drainJobs();
    const link = inbox.linkTo(foreign.email, `${PUBLIC}/invitation/`);
    const token = decodeURIComponent(link.slice(`${PUBLIC}/invitation/`.length));
    const joined = await send('POST', `/api/invitations/${token}/join`, await t.login(foreign));
    expect(joined.statusCode, joined.body).toBe(200);
    const after = (await send('GET', adminBase(a), actors.admin.cookie)).json<MemberDirectory>();
    expect(after.members.find((m) => m.id === foreign.id)).toMatchObject({
      role: { id: a.roleIds.worker },
      accountEditable: false,
    });
  });
});

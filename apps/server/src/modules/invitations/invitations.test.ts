import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, type SessionInfo } from '@kontor/core/schemas/auth';
import {
  invitationMessages,
  type Invitation,
  type SentInvitation,
} from '@kontor/core/schemas/invitations';
import { memberMessages } from '@kontor/core/schemas/members';
import { oneLineMessages } from '@kontor/core/schemas/one-line-text';
import { projectMessages } from '@kontor/core/schemas/projects';
import { roleMessages } from '@kontor/core/schemas/roles';
import { invitations } from '../../db/schema/invitations.ts';
import { memberships } from '../../db/schema/projects.ts';
import { loginThrottle, users } from '../../db/schema/users.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { forgetMailCounts } from '../../test/mail-counts.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nameTakenOnAccept } from './invitations.messages.ts';
import { LINK_THROTTLE } from './invitations.service.ts';

let t: TestApp;
let inbox: SmtpInbox;
let project: CreatedProject;
let admin: string;
let n = 0;
let names = 0;
const PUBLIC = 'https://kontor.example';

const base = () => `/api/projects/${project.id}/invitations`;
const address = () => `eingeladen${++n}@test.example`;
/** Names are unique in a project: each invitation gets its own. */
const personName = () => `Erika Muster ${++names}`;

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  cookie?: string,
) {
  // These tests mail addresses faster than the mail throttle allows (invitation-mails.test.ts
  // tests the throttle).
  if (method === 'POST') await forgetMailCounts(t.db);
  const res = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload && { payload }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, res };
}

async function invite(email: string, roleId = project.roleIds.worker, name = personName()) {
  const res = await call('POST', base(), { name, email, roleId }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await t.drainJobs();
  // A mail server is configured: the answer says so and keeps the link to the mail.
  const { mailConfigured, link, ...invitation } = res.body as SentInvitation;
  expect({ mailConfigured, link }).toEqual({ mailConfigured: true, link: null });
  return invitation as Invitation;
}

/** The token from the link in the last mail to `email`, after checking the link's shape. */
function tokenFromMail(email: string) {
  const link = inbox.linkTo(email, `${PUBLIC}/invitation/`);
  return decodeURIComponent(link.slice(`${PUBLIC}/invitation/`.length));
}

/** 'Arbeiter' of the user's membership in the project (undefined: no member). */
async function workerFlag(email: string) {
  const [row] = await t.db
    .select({ isWorker: memberships.isWorker })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.projectId, project.id), eq(users.email, email)));
  return row?.isWorker;
}

const rename = (userId: string, name: string) =>
  t.db.update(users).set({ name }).where(eq(users.id, userId));

const lookup = async (token: string) => (await call('GET', `/api/invitations/${token}`)).body;
const accept = (token: string, password = 'neues-passwort-1', passwordRepeat = password) =>
  call('POST', `/api/invitations/${token}/accept`, { password, passwordRepeat });

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: PUBLIC } });
  project = await t.createProject({ name: 'Gartenfreunde', modules: ['/properties', '/tasks'] });
  admin = (await t.member(project, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe('invitations', () => {
  it('invites by mail; the link in the mail creates the account, joins with the role and logs in', async () => {
    const email = address();
    const created = await invite(email, project.roleIds.worker, 'Erika Muster');
    expect(created).toMatchObject({ name: 'Erika Muster', email, expired: false });
    expect((await call('GET', base(), undefined, admin)).body).toContainEqual(created);
    const mail = inbox.mails.at(-1)!;
    expect(mail.subject).toBe('Kontor: Einladung zur Mitarbeit in einem Projekt');
    expect(mail.text!.split('\n')).toEqual(
      expect.arrayContaining([
        'Projekt: „Gartenfreunde“',
        'Ihr Name im Projekt: „Erika Muster“',
        `Ihr Benutzername (Ihre E-Mail-Adresse): „${email}“`,
      ]),
    );
    const token = tokenFromMail(email);

    expect(await lookup(token)).toEqual({
      state: 'open',
      invitation: { projectName: 'Gartenfreunde', name: 'Erika Muster', email, hasAccount: false },
    });
    const mismatch = await accept(token, 'neues-passwort-1', 'anderes-passwort');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.passwordRepeat).toEqual([authMessages.passwordMismatch]);
    const short = await accept(token, 'kurz');
    expect(short.body.errors.password).toEqual([authMessages.passwordTooShort]);

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    const cookie = accepted.res.cookies.find((c) => c.name === 'kontor_session')!;
    const me = await call('GET', '/api/auth/me', undefined, `kontor_session=${cookie.value}`);
    expect(me.status).toBe(200);
    const projects = (me.body as SessionInfo).projects;
    expect(projects).toEqual([
      expect.objectContaining({
        id: project.id,
        role: expect.objectContaining({ type: 'worker' }),
      }),
    ]);
    // The worker role of a new project opens /tasks but not /properties.
    const detail = await call(
      'GET',
      `/api/projects/${project.id}`,
      undefined,
      `kontor_session=${cookie.value}`,
    );
    expect(detail.body.modules.map((m: { path: string }) => m.path)).toEqual(['/tasks']);
    // A worker role makes the new member 'Arbeiter', as 'Neuen Mitarbeiter anlegen' presets it.
    expect(await workerFlag(email)).toBe(true);
    // The new password works for a normal login too.
    expect(await t.login({ email, password: 'neues-passwort-1' })).toMatch(/^kontor_session=/);

    // Single use: the link now only says it was accepted, the list no longer shows it.
    expect(await lookup(token)).toEqual({ state: 'accepted', invitation: null });
    const again = await accept(token);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(invitationMessages.notOpen);
    expect((await call('GET', base(), undefined, admin)).body).not.toContainEqual(created);
  });

  it('two concurrent accepts of one link: one account, the other gets 409', async () => {
    const email = address();
    await invite(email);
    const token = tokenFromMail(email);
    const results = await Promise.all([accept(token), accept(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const members = await t.app.inject({
      url: `/api/projects/${project.id}/members`,
      headers: { cookie: admin },
    });
    expect(members.json<{ email: string }[]>().filter((m) => m.email === email)).toHaveLength(1);
  });

  it('refuses bad input in German beside the field', async () => {
    const none = await call('POST', base(), { name: '', roleId: project.roleIds.worker }, admin);
    expect(none.status).toBe(400);
    expect(none.body.errors.email).toEqual([authMessages.emailRequired]);
    expect(none.body.errors.name).toEqual([invitationMessages.nameRequired]);
    const bad = await call(
      'POST',
      base(),
      { name: 'X', email: 'kein-at', roleId: project.roleIds.worker },
      admin,
    );
    expect(bad.body.errors.email).toEqual([authMessages.emailInvalid]);
    const other = await t.createProject();
    const foreignRole = await call(
      'POST',
      base(),
      { name: 'X', email: address(), roleId: other.roleIds.admin },
      admin,
    );
    expect(foreignRole.status).toBe(400);
    expect(foreignRole.body.errors.roleId).toEqual([invitationMessages.roleUnknown]);
  });

  it('refuses a second open invitation and an existing member with 409', async () => {
    const email = address();
    await invite(email);
    const twice = await call(
      'POST',
      base(),
      { name: 'Y', email: email.toUpperCase(), roleId: project.roleIds.worker },
      admin,
    );
    expect(twice.status).toBe(409);
    expect(twice.body.errors.email).toEqual([invitationMessages.alreadyInvited]);
    const member = await t.member(project, 'office');
    const res = await call(
      'POST',
      base(),
      { name: 'Z', email: member.email, roleId: project.roleIds.worker },
      admin,
    );
    expect(res.status).toBe(409);
    expect(res.body.errors.email).toEqual([invitationMessages.alreadyMember]);
  });

  it('without a mail server the inviter is told so and gets the link to pass on', async () => {
    const noMail = await createTestApp({ database: t.database, env: { PUBLIC_URL: PUBLIC } });
    try {
      const send = (url: string, payload?: object) =>
        noMail.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload });
      const created = await send(base(), {
        name: 'Ohne Post',
        email: address(),
        roleId: project.roleIds.worker,
      });
      expect(created.statusCode).toBe(201);
      const first = created.json<SentInvitation>();
      expect(first.mailConfigured).toBe(false);
      expect(first.link).toMatch(new RegExp(`^${PUBLIC}/invitation/.+`));
      const token = (link: string) =>
        decodeURIComponent(link.slice(`${PUBLIC}/invitation/`.length));
      expect((await lookup(token(first.link!))).state).toBe('open');

      await forgetMailCounts(t.db);
      const resent = (await send(`${base()}/${first.id}/resend`)).json<SentInvitation>();
      expect(resent).toMatchObject({ id: first.id, mailConfigured: false });
      expect(resent.link).not.toBe(first.link);
      expect((await lookup(token(first.link!))).state).toBe('invalid');
      expect((await lookup(token(resent.link!))).state).toBe('open');
    } finally {
      await noMail.close();
    }
  });

  it('resend sends a new link and kills the old one; delete makes the link say so', async () => {
    const email = address();
    const created = await invite(email);
    const first = tokenFromMail(email);
    const resent = await call('POST', `${base()}/${created.id}/resend`, undefined, admin);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ mailConfigured: true, link: null });
    await t.drainJobs();
    const second = tokenFromMail(email);
    expect(second).not.toBe(first);
    expect(inbox.mails.at(-1)!.text).not.toContain('Ihr Benutzername');
    expect(await lookup(first)).toEqual({ state: 'invalid', invitation: null });
    expect((await lookup(second)).state).toBe('open');

    expect((await call('DELETE', `${base()}/${created.id}`, undefined, admin)).status).toBe(204);
    expect(await lookup(second)).toEqual({ state: 'deleted', invitation: null });
    expect((await accept(second)).status).toBe(409);
    expect((await call('POST', `${base()}/${created.id}/resend`, undefined, admin)).status).toBe(
      404,
    );
    expect((await call('DELETE', `${base()}/${created.id}`, undefined, admin)).status).toBe(404);
  });

  it('an expired link says so and cannot be accepted; resend revives it', async () => {
    const email = address();
    const created = await invite(email);
    const token = tokenFromMail(email);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, created.id));
    expect(await lookup(token)).toEqual({ state: 'expired', invitation: null });
    expect((await accept(token)).status).toBe(409);
    const listed = (await call('GET', base(), undefined, admin)).body as Invitation[];
    expect(listed.find((i) => i.id === created.id)?.expired).toBe(true);
    await call('POST', `${base()}/${created.id}/resend`, undefined, admin);
    await t.drainJobs();
    expect((await lookup(tokenFromMail(email))).state).toBe('open');
  });

  it('an existing account accepts after signing in with that address, not with a password', async () => {
    const existing = await t.createUser();
    // 'Arbeiter' in another project does not carry over: the flag follows this role (office).
    const elsewhere = await t.createProject();
    await t.addMember(elsewhere, existing, elsewhere.roleIds.worker, true);
    await invite(existing.email, project.roleIds.office);
    const token = tokenFromMail(existing.email);
    expect((await lookup(token)).invitation.hasAccount).toBe(true);
    const byPassword = await accept(token);
    expect(byPassword.status).toBe(409);
    expect(byPassword.body.detail).toBe(invitationMessages.accountExists);
    expect((await call('POST', `/api/invitations/${token}/join`)).status).toBe(401);
    const stranger = await t.createUser();
    const wrong = await call(
      'POST',
      `/api/invitations/${token}/join`,
      undefined,
      await t.login(stranger),
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toBe(invitationMessages.wrongAccount);
    const cookie = await t.login(existing);
    const joined = await call('POST', `/api/invitations/${token}/join`, undefined, cookie);
    expect(joined.status).toBe(200);
    expect((joined.body as SessionInfo).projects).toContainEqual(
      expect.objectContaining({
        id: project.id,
        role: expect.objectContaining({ type: 'office' }),
      }),
    );
    expect(await workerFlag(existing.email)).toBe(false);
    expect((await call('POST', `/api/invitations/${token}/join`, undefined, cookie)).status).toBe(
      409,
    );
  });

  it('refuses to invite a name a member of the project has, beside the field', async () => {
    const member = await t.member(project, 'office');
    const res = await call(
      'POST',
      base(),
      { name: member.name.toUpperCase(), email: address(), roleId: project.roleIds.worker },
      admin,
    );
    expect(res.status).toBe(409);
    expect(res.body.errors.name).toEqual([invitationMessages.nameTaken]);
    expect(res.body.errors.name).toEqual([memberMessages.nameTaken]);
  });

  it('accepting with a new account refuses a name taken meanwhile and leaves nothing behind', async () => {
    const email = address();
    const name = personName();
    await invite(email, project.roleIds.worker, name);
    const token = tokenFromMail(email);
    // A member of that name (other case) joined after the invitation went out.
    const clash = await t.createUser({ name: name.toUpperCase() });
    await t.addMember(project, clash, project.roleIds.office);

    const refused = await accept(token);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(nameTakenOnAccept(name));
    expect(refused.res.cookies).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await lookup(token)).state).toBe('open');

    // Once the name is free again the same link joins.
    await rename(clash.id, personName());
    expect((await accept(token)).status).toBe(200);
    expect(await workerFlag(email)).toBe(true);
  });

  it('accepting as a signed-in account refuses when its name is taken in the project', async () => {
    const existing = await t.createUser({ name: personName() });
    await invite(existing.email, project.roleIds.office);
    const token = tokenFromMail(existing.email);
    const clash = await t.createUser({ name: existing.name.toLowerCase() });
    await t.addMember(project, clash, project.roleIds.office);
    const cookie = await t.login(existing);

    const refused = await call('POST', `/api/invitations/${token}/join`, undefined, cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(nameTakenOnAccept(existing.name));
    expect(await workerFlag(existing.email)).toBeUndefined();
    expect((await lookup(token)).state).toBe('open');

    await rename(clash.id, personName());
    const joined = await call('POST', `/api/invitations/${token}/join`, undefined, cookie);
    expect(joined.status).toBe(200);
    expect(await workerFlag(existing.email)).toBe(false);
  });

  it('a role with open invitations cannot be deleted', async () => {
    const roleId = await t.createRole(project, { name: 'Eingeladen' });
    await invite(address(), roleId);
    const res = await call(
      'DELETE',
      `/api/projects/${project.id}/roles/${roleId}`,
      undefined,
      admin,
    );
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(roleMessages.deleteInUse);
  });

  it('only administrators of the project invite, list, resend and delete', async () => {
    const created = await invite(address());
    for (const type of ['office', 'worker'] as const) {
      const { cookie } = await t.member(project, type);
      const res = await call(
        'POST',
        base(),
        { name: 'X', email: address(), roleId: project.roleIds.admin },
        cookie,
      );
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(invitationMessages.adminOnly);
      expect((await call('GET', base(), undefined, cookie)).status).toBe(403);
      expect((await call('POST', `${base()}/${created.id}/resend`, undefined, cookie)).status).toBe(
        403,
      );
      expect((await call('DELETE', `${base()}/${created.id}`, undefined, cookie)).status).toBe(403);
    }
    const other = await t.createProject();
    const foreignAdmin = (await t.member(other, 'admin')).cookie;
    const res = await call('DELETE', `${base()}/${created.id}`, undefined, foreignAdmin);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(projectMessages.notFound);
    // Another project's admin cannot reach this invitation through their own project either.
    const viaOwn = await call(
      'DELETE',
      `/api/projects/${other.id}/invitations/${created.id}`,
      undefined,
      foreignAdmin,
    );
    expect(viaOwn.status).toBe(404);
  });

  it('throttles unknown links per client network with 429', async () => {
    await t.db.delete(loginThrottle);
    for (let i = 0; i < LINK_THROTTLE.lockAfter; i++) {
      expect((await lookup(`unbekannt-${i}`)).state).toBe('invalid');
    }
    const locked = await call('GET', '/api/invitations/unbekannt-x');
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toBe(invitationMessages.tooManyAttempts);
    await t.db.delete(loginThrottle);
  });

  it('hands out only a role the inviter could assign directly, on invite and on resend', async () => {
    const limited = await t.createRole(project, {
      name: 'Admin nur Objekte',
      type: 'admin',
      modules: ['/properties'],
    });
    const { cookie } = await t.member(project, { id: limited });
    const above = async (roleId: string) => {
      const res = await call('POST', base(), { name: 'X', email: address(), roleId }, cookie);
      expect(res.status).toBe(403);
      expect(res.body.errors.roleId).toEqual([invitationMessages.roleAboveOwn]);
    };
    // The full admin role opens /tasks too; an office role with /tasks is a module beyond.
    await above(project.roleIds.admin);
    await above(await t.createRole(project, { name: 'Büro Aufgaben', modules: ['/tasks'] }));
    const within = await t.createRole(project, {
      name: 'Büro Objekte',
      modules: ['/properties'],
    });
    const ok = await call('POST', base(), { name: 'X', email: address(), roleId: within }, cookie);
    expect(ok.status).toBe(201);
    // Resending sends the role out again: refused for an invitation above the resender's role.
    const byAdmin = await invite(address(), project.roleIds.admin);
    const resend = await call('POST', `${base()}/${byAdmin.id}/resend`, undefined, cookie);
    expect(resend.status).toBe(403);
    expect(resend.body.detail).toBe(invitationMessages.roleAboveOwn);
  });

  it('refuses a name with a line break or a web address; stored ones stay out of the mail', async () => {
    const attack =
      'Max,\n\nIhr Konto wird gesperrt. Bitte sofort hier anmelden: https://boese.example';
    for (const [name, message] of [
      [attack, oneLineMessages.control],
      ['Max www.boese.example', oneLineMessages.webAddress],
      ['Max boese.de', oneLineMessages.webAddress],
    ]) {
      const refused = await call(
        'POST',
        base(),
        { name, email: address(), roleId: project.roleIds.worker },
        admin,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors.name).toEqual([message]);
    }
    // Stored before the rule (written directly): the project's and the person's name are
    // left out of the mail, the list still shows them.
    const p = await t.createProject({ name: 'Garten\r\nBcc: boese@test.example <i>x</i>' });
    const { cookie } = await t.member(p, 'admin');
    const email = address();
    const res = await call(
      'POST',
      `/api/projects/${p.id}/invitations`,
      { name: 'Erika Alt', email, roleId: p.roleIds.worker },
      cookie,
    );
    expect(res.status).toBe(201);
    await t.db.update(invitations).set({ name: attack }).where(eq(invitations.id, res.body.id));
    const list = await call('GET', `/api/projects/${p.id}/invitations`, undefined, cookie);
    expect(list.status).toBe(200);
    expect(list.body[0].name).toBe(attack);
    const resent = await call(
      'POST',
      `/api/projects/${p.id}/invitations/${res.body.id}/resend`,
      undefined,
      cookie,
    );
    expect(resent.status).toBe(200);
    await t.drainJobs();
    const mail = inbox.mails.at(-1)!;
    expect(mail.subject).toBe('Kontor: Einladung zur Mitarbeit in einem Projekt');
    expect(mail.bcc).toBeUndefined();
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).not.toContain('boese');
      expect(part).not.toContain('Konto wird gesperrt');
    }
    const link = inbox.linkTo(email, `${PUBLIC}/invitation/`);
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
  });
});

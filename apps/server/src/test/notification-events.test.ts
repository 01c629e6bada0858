import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModulePath } from '@kontor/core/modules';
import type { NotificationTopic } from '@kontor/core/schemas/members';
import type { Notification, NotificationFeed } from '@kontor/core/schemas/notifications';
import type { SentInvitation } from '@kontor/core/schemas/invitations';
import { isoWeekDates } from '@kontor/core/time-tracking/index';
import { memberships } from '../db/schema/projects.ts';
import type { CreatedProject } from '../lib/project-setup.ts';
import { jsonCall, type JsonMethod } from './json-call.ts';
import { createTestApp, type TestApp, type TestUser } from './test-app.ts';
import { caller, thisYear, withRecords } from '../modules/time-tracking/time-fixtures.ts';

/**
 * Every event that sends messages ('Nachrichten', docs/notifications.md), through the API: who
 * receives one, and who not — the actor, another project's members, members whose
 * 'Nachrichteneinstellungen' topic is off, and members who are not the event's audience. It
 * spans the modules, so it sits here beside the isolation test.
 */
type Caller = TestUser & { cookie: string };

const MODULES: ModulePath[] = [
  '/properties',
  '/tasks',
  '/tickets',
  '/time-tracking',
  '/time-settings',
];

let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let admin: Caller;
let office: Caller;
/** An office role without the tasks, tickets and time-tracking modules: not their office. */
let officeElsewhere: Caller;
let worker: Caller;
let colleague: Caller;
let officeB: Caller;
let propertyId: string;
let everyone: Caller[];

const call = (who: Caller, method: JsonMethod, path: string, payload?: unknown) =>
  jsonCall(t, who.cookie, method, `/api/projects/${a.id}${path}`, payload);

/** The caller's messages in a project, newest first. */
async function inbox(who: Caller, project = a): Promise<Notification[]> {
  const res = await jsonCall(t, who.cookie, 'GET', `/api/projects/${project.id}/notifications`);
  expect(res.status).toBe(200);
  return (res.body as NotificationFeed).items;
}

/** How many messages each caller has, to see who got a new one. */
async function counts(callers: Caller[] = everyone) {
  return Promise.all(callers.map(async (c) => (await inbox(c, c === officeB ? b : a)).length));
}

/** Runs `act`; answers who got a new message (by name) and the newest message of each of them. */
async function receivers(act: () => Promise<unknown>) {
  const before = await counts();
  await act();
  const after = await counts();
  const got = everyone.filter((_, i) => after[i]! > before[i]!);
  for (const [i, c] of everyone.entries()) {
    // Never more than one message per event and person.
    expect(after[i]! - before[i]!, c.name).toBeLessThanOrEqual(1);
  }
  return {
    names: got.map((c) => c.name).sort(),
    newest: async (who: Caller) => (await inbox(who))[0]!,
  };
}
const names = (...callers: Caller[]) => callers.map((c) => c.name).sort();

async function setTopic(who: Caller, topic: NotificationTopic, on: boolean) {
  const [row] = await t.db
    .select({ settings: memberships.notificationSettings })
    .from(memberships)
    .where(and(eq(memberships.projectId, a.id), eq(memberships.userId, who.id)));
  await t.db
    .update(memberships)
    .set({ notificationSettings: { ...row!.settings, [topic]: on } })
    .where(and(eq(memberships.projectId, a.id), eq(memberships.userId, who.id)));
}

/** With the topic switched off for `who` while `act` runs. */
async function quietFor<T>(who: Caller, topic: NotificationTopic, act: () => Promise<T>) {
  await setTopic(who, topic, false);
  try {
    return await act();
  } finally {
    await setTopic(who, topic, true);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  a = await t.createProject({ name: 'Projekt A', modules: MODULES });
  b = await t.createProject({ name: 'Projekt B', modules: MODULES });
  admin = await t.member(a, 'admin');
  office = await t.member(a, 'office');
  const elsewhere = await t.createRole(a, { type: 'office', modules: ['/properties'] });
  officeElsewhere = await t.member(a, { id: elsewhere });
  worker = await t.member(a, 'worker');
  colleague = await t.member(a, 'worker');
  officeB = await t.member(b, 'office');
  everyone = [admin, office, officeElsewhere, worker, colleague, officeB];
  const property = await call(office, 'POST', '/properties', { name: 'Gartenweg 1' });
  propertyId = property.body.id;
  await withRecords(caller(t, a), admin, [worker, office]);
});
afterAll(() => t.close());

async function newTask(by: Caller, staff: Caller[], extra: object = {}) {
  const res = await call(by, 'POST', '/tasks', {
    title: 'Treppenhaus reinigen',
    propertyId,
    assignedStaff: staff.map((s) => s.id),
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; version: number };
}

describe("'Neue Aufgabe' to newly assigned staff", () => {
  it('a task created with staff reaches them, not the creator among them, linked to the task', async () => {
    let taskId = '';
    const sent = await receivers(async () => {
      taskId = (await newTask(office, [worker, office])).id;
    });
    expect(sent.names).toEqual(names(worker));
    expect(await sent.newest(worker)).toMatchObject({
      kind: 'task-assigned',
      title: 'Neue Aufgabe',
      body: 'Treppenhaus reinigen – Gartenweg 1',
      link: { type: 'task', id: taskId },
      actor: { id: office.id, name: office.name },
      urgent: false,
      read: false,
    });
  });

  it('a task without staff tells no one; adding staff tells only the added ones', async () => {
    let task = { id: '', version: 0 };
    const none = await receivers(async () => {
      task = await newTask(office, []);
    });
    expect(none.names).toEqual([]);
    const first = await receivers(() =>
      call(office, 'PATCH', `/tasks/${task.id}`, {
        version: task.version,
        assignedStaff: [worker.id],
      }),
    );
    expect(first.names).toEqual(names(worker));
    // The staff route: the colleague joins, the worker stays and hears nothing new.
    const second = await receivers(async () => {
      const res = await call(office, 'PUT', `/tasks/${task.id}/staff`, {
        version: task.version + 1,
        staff: [worker.id, colleague.id],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    expect(second.names).toEqual(names(colleague));
    // Taking someone off and editing other fields tells no one.
    const third = await receivers(async () => {
      const res = await call(office, 'PATCH', `/tasks/${task.id}`, {
        version: task.version + 2,
        title: 'Treppenhaus und Keller reinigen',
        assignedStaff: [colleague.id],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    expect(third.names).toEqual([]);
  });

  it("'notifyUrgently' marks the assignment messages urgent (create, update and staff route)", async () => {
    const created = await receivers(() => newTask(office, [worker], { notifyUrgently: true }));
    expect(created.names).toEqual(names(worker));
    expect((await created.newest(worker)).urgent).toBe(true);
    const task = await newTask(office, []);
    await call(office, 'PATCH', `/tasks/${task.id}`, {
      version: task.version,
      assignedStaff: [colleague.id],
      notifyUrgently: true,
    });
    expect((await inbox(colleague))[0]).toMatchObject({ link: { id: task.id }, urgent: true });
    await call(office, 'PUT', `/tasks/${task.id}/staff`, {
      version: task.version + 1,
      staff: [colleague.id, worker.id],
      notifyUrgently: false,
    });
    expect((await inbox(worker))[0]).toMatchObject({ link: { id: task.id }, urgent: false });
    const bad = await call(office, 'POST', '/tasks', {
      title: 'x',
      propertyId,
      notifyUrgently: 'ja',
    });
    expect(bad.status).toBe(400);
  });

  it("a worker who switched 'tasks' off gets none", async () => {
    const sent = await quietFor(worker, 'tasks', () =>
      receivers(() => newTask(office, [worker, colleague])),
    );
    expect(sent.names).toEqual(names(colleague));
  });
});

describe("'Aufgabe ausgeführt' to the office", () => {
  const execute = (who: Caller, task: { id: string; version: number }) =>
    call(who, 'POST', `/tasks/${task.id}/execute`, { version: task.version });

  it("reaches the creator and the office and admin roles with '/tasks', not the worker who reported it", async () => {
    const task = await newTask(office, [worker, colleague]);
    const sent = await receivers(async () => {
      expect((await execute(worker, task)).status).toBe(200);
    });
    // Not the colleague on the same task, nor an office role without the tasks module.
    expect(sent.names).toEqual(names(admin, office));
    expect(await sent.newest(admin)).toMatchObject({
      kind: 'task-executed',
      title: 'Aufgabe ausgeführt',
      body: `${worker.name} hat „Treppenhaus reinigen“ als ausgeführt gemeldet`,
      link: { type: 'task', id: task.id },
      actor: { id: worker.id },
    });
  });

  it('reaches a creator without an office role too, and nobody twice', async () => {
    // A worker role lists '/tasks' in a new project: a worker may create a task.
    const task = await newTask(colleague, [worker]);
    const sent = await receivers(() => execute(worker, task));
    expect(sent.names).toEqual(names(admin, colleague, office));
  });

  it("leaves out an office member who switched 'tasks' off", async () => {
    const task = await newTask(admin, [worker]);
    const sent = await quietFor(office, 'tasks', () => receivers(() => execute(worker, task)));
    expect(sent.names).toEqual(names(admin));
  });

  it('a refused report sends nothing', async () => {
    const task = await newTask(office, [worker]);
    const sent = await receivers(async () => {
      expect((await execute(colleague, task)).status).toBe(409);
    });
    expect(sent.names).toEqual([]);
  });
});

describe("'Neues Ticket' to the office of the tickets module", () => {
  const newTicket = (by: Caller) =>
    call(by, 'POST', '/tickets', { title: 'Tür klemmt', propertyId });

  it('a ticket reported by a worker reaches the office and admin roles with /tickets', async () => {
    let ticketId = '';
    const sent = await receivers(async () => {
      const res = await newTicket(worker);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ticketId = res.body.id;
    });
    expect(sent.names).toEqual(names(admin, office));
    expect(await sent.newest(office)).toMatchObject({
      kind: 'ticket-created',
      title: 'Neues Ticket',
      body: 'Tür klemmt – Gartenweg 1',
      link: { type: 'ticket', id: ticketId },
    });
  });

  it("not the office member who created it, nor one with 'tickets' off", async () => {
    const sent = await quietFor(admin, 'tickets', () => receivers(() => newTicket(office)));
    expect(sent.names).toEqual([]);
    const again = await receivers(() => newTicket(office));
    expect(again.names).toEqual(names(admin));
  });
});

describe('absences: submitted to those who approve, the decision to the owner', () => {
  const path = '/time-tracking/absences';
  let week = 10;
  /** A fresh week of this year for each absence, so none overlaps another. */
  const vacation = (extra: object = {}) => {
    const dates = isoWeekDates(thisYear(), ++week);
    return { startDate: dates[0], endDate: dates[4], type: 'vacation', ...extra };
  };
  const period = (body: { startDate?: string; endDate?: string }) =>
    `${body.startDate!.split('-').reverse().join('.')} – ${body.endDate!.split('-').reverse().join('.')}`;

  it("'submit: true' on create reaches the office and admin roles with the module", async () => {
    const body = vacation({ submit: true });
    let id = '';
    const sent = await receivers(async () => {
      const res = await call(worker, 'POST', path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      id = res.body.id;
    });
    expect(sent.names).toEqual(names(admin, office));
    expect(await sent.newest(office)).toMatchObject({
      kind: 'absence-submitted',
      title: 'Abwesenheit eingereicht',
      body: `${worker.name}: Urlaub ${period(body)}`,
      link: { type: 'absence', id },
    });
  });

  it('creating without submitting tells no one; the submit route does', async () => {
    let absence = { id: '', version: 0 };
    const created = await receivers(async () => {
      absence = (await call(worker, 'POST', path, vacation())).body;
    });
    expect(created.names).toEqual([]);
    const submitted = await receivers(() =>
      call(worker, 'POST', `${path}/${absence.id}/submit`, { version: absence.version }),
    );
    expect(submitted.names).toEqual(names(admin, office));
  });

  it("an office member's own request reaches the other approvers, not them; 'absences' off: none", async () => {
    const own = await receivers(() => call(office, 'POST', path, vacation({ submit: true })));
    expect(own.names).toEqual(names(admin));
    const quiet = await quietFor(admin, 'absences', () =>
      receivers(() => call(worker, 'POST', path, vacation({ submit: true }))),
    );
    expect(quiet.names).toEqual(names(office));
  });

  it("approval reaches the owner only: 'Abwesenheit genehmigt'", async () => {
    const body = vacation({ submit: true });
    const absence = (await call(worker, 'POST', path, body)).body;
    const sent = await receivers(async () => {
      const res = await call(office, 'POST', `${path}/${absence.id}/approve`, {
        version: absence.version,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    expect(sent.names).toEqual(names(worker));
    expect(await sent.newest(worker)).toMatchObject({
      kind: 'absence-approved',
      title: 'Abwesenheit genehmigt',
      body: `Urlaub ${period(body)} wurde genehmigt.`,
      link: { type: 'absence', id: absence.id },
      actor: { id: office.id },
    });
  });

  it("refusal reaches the owner with the reason: 'Abwesenheit abgelehnt'; 'absences' off: none", async () => {
    const body = vacation({ submit: true });
    const absence = (await call(worker, 'POST', path, body)).body;
    const sent = await receivers(async () => {
      const res = await call(admin, 'POST', `${path}/${absence.id}/refuse`, {
        version: absence.version,
        reason: '  Zu viele Kollegen im Urlaub  ',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    expect(sent.names).toEqual(names(worker));
    expect(await sent.newest(worker)).toMatchObject({
      kind: 'absence-refused',
      title: 'Abwesenheit abgelehnt',
      body: `Urlaub ${period(body)} wurde abgelehnt.\nBegründung: Zu viele Kollegen im Urlaub`,
      link: { type: 'absence', id: absence.id },
    });
    // Submitted again and refused without a reason, the owner having switched the topic off.
    const again = await call(worker, 'POST', `${path}/${absence.id}/submit`, {
      version: absence.version + 1,
    });
    expect(again.body.state).toBe('submitted');
    const quiet = await quietFor(worker, 'absences', () =>
      receivers(async () => {
        const res = await call(admin, 'POST', `${path}/${absence.id}/refuse`, {
          version: again.body.version,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }),
    );
    expect(quiet.names).toEqual([]);
  });
});

describe("'Neues Mitglied' to the project's administrators", () => {
  it('an accepted invitation reaches the admins (no toggle), not the office; no link', async () => {
    const invited = await jsonCall(t, admin.cookie, 'POST', `/api/projects/${a.id}/invitations`, {
      name: 'Erika Neu',
      email: `erika-${Date.now()}@test.example`,
      roleId: a.roleIds.worker,
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const link = (invited.body as SentInvitation).link!;
    const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
    // The toggles do not apply: the spec has none for this kind.
    await setTopic(admin, 'tasks', false);
    const sent = await receivers(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/invitations/${encodeURIComponent(token)}/accept`,
        payload: { password: 'neues-passwort-1', passwordRepeat: 'neues-passwort-1' },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    await setTopic(admin, 'tasks', true);
    expect(sent.names).toEqual(names(admin));
    expect(await sent.newest(admin)).toMatchObject({
      kind: 'member-joined',
      title: 'Neues Mitglied',
      body: 'Erika Neu hat die Einladung angenommen',
      link: null,
    });
  });

  it('an admin accepting an invitation as an existing user is not told about themselves', async () => {
    const joining = await t.createUser();
    const cookie = await t.login(joining);
    // Made an admin of A by the invitation; the other admin hears of it.
    const invited = await jsonCall(t, admin.cookie, 'POST', `/api/projects/${a.id}/invitations`, {
      name: joining.name,
      email: joining.email,
      roleId: a.roleIds.admin,
    });
    const link = (invited.body as SentInvitation).link!;
    const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
    const sent = await receivers(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/invitations/${encodeURIComponent(token)}/join`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(sent.names).toEqual(names(admin));
    expect(await inbox({ ...joining, cookie })).toEqual([]);
  });
});

describe('other projects', () => {
  it("project B's office never received a message from project A's events", async () => {
    expect(await inbox(officeB, b)).toEqual([]);
  });
});

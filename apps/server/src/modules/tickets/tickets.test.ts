import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketStateMessages } from '@kontor/core/states/messages';
import { taskMessages, type TaskDetail } from '@kontor/core/schemas/tasks';
import {
  ticketMessages,
  type TicketDetail,
  type TicketPageAnswer,
} from '@kontor/core/schemas/tickets';
import { commentMessages } from '@kontor/core/schemas/comments';
import { propertyMessages } from '@kontor/core/schemas/properties';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let project: CreatedProject;
let office: string;
let propertyId: string;
let otherPropertyId: string;

const base = () => `/api/projects/${project.id}/tickets`;

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie: office },
    ...(payload && { payload }),
  });
  return { status: res.statusCode, body: res.json() };
}

async function newTicket(title: string) {
  const res = await call('POST', base(), { title, propertyId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as TicketDetail;
}

const list = async (query = '') =>
  (await call('GET', `${base()}?${query}`)).body as TicketPageAnswer;

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/properties', '/tasks', '/tickets'] });
  office = (await t.member(project, 'office')).cookie;
  const res = await call('POST', `/api/projects/${project.id}/properties`, { name: 'Gartenweg 1' });
  propertyId = res.body.id;
  const other = await t.createProject({ modules: ['/properties'] });
  const otherOffice = await t.member(other, 'office');
  const foreign = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${other.id}/properties`,
    headers: { cookie: otherOffice.cookie },
    payload: { name: 'Fremdweg 1' },
  });
  otherPropertyId = foreign.json<{ id: string }>().id;
});
afterAll(() => t.close());

describe('tickets', () => {
  it('creates an open ticket and refuses bad input in German', async () => {
    const ticket = await newTicket('Heizung defekt');
    expect(ticket).toMatchObject({ state: 'open', archived: false, taskId: null, version: 0 });
    const empty = await call('POST', base(), {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors.title).toEqual([ticketMessages.titleRequired]);
    expect(empty.body.errors.propertyId).toEqual([ticketMessages.propertyRequired]);
    const foreign = await call('POST', base(), { title: 'X', propertyId: otherPropertyId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.propertyId).toEqual([propertyMessages.notFound]);
  });

  it('runs open → in progress → closed → archived in bulk, with page counts', async () => {
    const a = await newTicket('Fenster klemmt');
    const refused = await call('POST', `${base()}/close`, { ids: [a.id] });
    expect(refused.body).toEqual({
      applied: [],
      refused: [{ id: a.id, reason: ticketStateMessages.closeNotInProgress }],
    });
    expect((await call('POST', `${base()}/start`, { ids: [a.id] })).body.applied).toEqual([a.id]);
    expect((await call('POST', `${base()}/close`, { ids: [a.id] })).body.applied).toEqual([a.id]);
    const closedPage = await list('status=closed');
    expect(closedPage.items.map((i) => i.id)).toEqual([a.id]);
    expect(closedPage.counts).toMatchObject({ closed: 1, in_progress: 0 });
    expect((await call('POST', `${base()}/archive`, { ids: [a.id] })).body.applied).toEqual([a.id]);
    const archived = await list('status=archived');
    expect(archived.total).toBe(1);
    const edit = await call('PATCH', `${base()}/${a.id}`, { version: 3, state: 'open' });
    expect(edit.status).toBe(409);
    expect(edit.body.detail).toBe(ticketStateMessages.archivedReadOnly);
    expect((await call('POST', `${base()}/delete`, { ids: [a.id] })).body.applied).toEqual([a.id]);
    expect((await call('GET', `${base()}/${a.id}`)).status).toBe(404);
  });

  it('changes the state with the selector and answers 409 on a stale version', async () => {
    const ticket = await newTicket('Klingel');
    const ok = await call('PATCH', `${base()}/${ticket.id}`, { version: 0, state: 'closed' });
    expect(ok.status).toBe(200);
    expect(ok.body.state).toBe('closed');
    const stale = await call('PATCH', `${base()}/${ticket.id}`, { version: 0, title: 'Neu' });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(ticketMessages.conflict);
  });

  it("'Aufgabe hinzufügen' links one task, not on a closed ticket", async () => {
    const ticket = await newTicket('Wasserschaden');
    const task = await call('POST', `/api/projects/${project.id}/tasks`, {
      title: 'Wasserschaden prüfen',
      propertyId,
      ticketId: ticket.id,
    });
    expect(task.status).toBe(201);
    expect((task.body as TaskDetail).ticketId).toBe(ticket.id);
    expect((await call('GET', `${base()}/${ticket.id}`)).body.taskId).toBe(task.body.id);
    const second = await call('POST', `/api/projects/${project.id}/tasks`, {
      title: 'Noch eine',
      propertyId,
      ticketId: ticket.id,
    });
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(ticketStateMessages.addTaskLinked);
    const closed = await newTicket('Erledigt');
    await call('PATCH', `${base()}/${closed.id}`, { version: 0, state: 'closed' });
    const onClosed = await call('POST', `/api/projects/${project.id}/tasks`, {
      title: 'Zu spät',
      propertyId,
      ticketId: closed.id,
    });
    expect(onClosed.status).toBe(409);
    expect(onClosed.body.detail).toBe(ticketStateMessages.addTaskClosed);
    const unknown = await call('POST', `/api/projects/${project.id}/tasks`, {
      title: 'X',
      propertyId,
      ticketId: 'q'.repeat(10),
    });
    expect(unknown.body.errors.ticketId).toEqual([taskMessages.ticketNotFound]);
  });

  it('filters by ticket id and search, with exact counts of the filtered rows', async () => {
    const ticket = await newTicket('Aufzug steht still');
    const byId = await list(`ticket=${ticket.id}`);
    expect(byId.items.map((i) => i.id)).toEqual([ticket.id]);
    expect(byId.counts).toEqual({ open: 1, in_progress: 0, closed: 0, archived: 0 });
    const found = await list(`search=${encodeURIComponent('Aufzüge')}`);
    expect(found.items.map((i) => i.title)).toContain('Aufzug steht still');
    const badRange = await call('GET', `${base()}?from=2026-05-02&to=2026-05-01`);
    expect(badRange.status).toBe(400);
    expect(badRange.body.errors.to).toEqual([ticketMessages.toBeforeFrom]);
  });

  it('keeps comments newest first and refuses an empty one', async () => {
    const ticket = await newTicket('Licht im Keller');
    const url = `${base()}/${ticket.id}/comments`;
    expect((await call('POST', url, { text: 'Gemeldet' })).status).toBe(201);
    expect((await call('POST', url, { text: 'Elektriker bestellt' })).status).toBe(201);
    const listed = await call('GET', url);
    expect(listed.body.items.map((c: { text: string }) => c.text)).toEqual([
      'Elektriker bestellt',
      'Gemeldet',
    ]);
    const empty = await call('POST', url, { text: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.text).toEqual([commentMessages.textRequired]);
    const unknown = await call('POST', `${base()}/${'q'.repeat(10)}/comments`, { text: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(ticketMessages.notFound);
  });

  it("the task form's ticket picker lists only non-closed tickets without a task", async () => {
    const free = await newTicket('Picker frei');
    const busy = await newTicket('Picker belegt');
    const shut = await newTicket('Picker erledigt');
    await call('PATCH', `${base()}/${shut.id}`, { version: 0, state: 'closed' });
    await call('POST', `/api/projects/${project.id}/tasks`, {
      title: 'Belegt',
      propertyId,
      ticketId: busy.id,
    });
    const options = await call(
      'GET',
      `/api/projects/${project.id}/tasks/ticket-options?search=picker`,
    );
    expect(options.status).toBe(200);
    expect(options.body.items.map((o: { id: string }) => o.id)).toEqual([free.id]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationMessages,
  type Notification,
  type NotificationFeed,
} from '@kontor/core/schemas/notifications';
import { notify } from '../../lib/notify.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { jsonCall } from '../../test/json-call.ts';
import { taskAssigned } from '../../test/notification-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

type Caller = TestUser & { cookie: string };

let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let office: Caller;
let worker: Caller;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.createProject({ name: 'Projekt A' });
  b = await t.createProject({ name: 'Projekt B' });
  office = await t.member(a, 'office');
  worker = await t.member(a, 'worker');
});
afterAll(() => t.close());

const feedUrl = (project: CreatedProject, query = '') =>
  `/api/projects/${project.id}/notifications${query}`;

async function send(project: CreatedProject, recipient: TestUser, body: string) {
  await notify(t.db, taskAssigned(project, office, recipient, body));
}

async function feedOf(caller: Caller, project = a, query = '') {
  const res = await jsonCall(t, caller.cookie, 'GET', feedUrl(project, query));
  expect(res.status).toBe(200);
  return res.body as NotificationFeed;
}

describe('the feed', () => {
  it('lists the newest first with the actor and the link, at most 30, and pages by seq', async () => {
    const reader = await t.member(a, 'worker');
    for (let i = 1; i <= 32; i++) await send(a, reader, `Aufgabe ${i}`);
    const first = await feedOf(reader);
    expect(first.items).toHaveLength(30);
    expect(first.unread).toBe(32);
    expect(first.items[0]).toMatchObject({
      body: 'Aufgabe 32',
      title: 'Neue Aufgabe',
      read: false,
      urgent: false,
      link: { type: 'task', id: 'AAAAAAAAAA' },
      actor: { id: office.id, name: office.name },
    } satisfies Partial<Notification>);
    const last = first.items.at(-1)!;
    const next = await feedOf(reader, a, `?before=${last.seq}`);
    expect(next.items.map((n) => n.body)).toEqual(['Aufgabe 2', 'Aufgabe 1']);
    expect((await feedOf(reader, a, '?limit=5')).items).toHaveLength(5);
  });

  it('marks read up to the seen seq only, and counts the unread', async () => {
    const reader = await t.member(a, 'worker');
    await send(a, reader, 'eins');
    await send(a, reader, 'zwei');
    const { items } = await feedOf(reader);
    const seen = items[1]!.seq; // 'eins'
    await send(a, reader, 'drei');
    const read = await jsonCall(t, reader.cookie, 'POST', feedUrl(a, '/read'), { upToSeq: seen });
    expect(read).toEqual({ status: 200, body: { unread: 2 } });
    const after = await feedOf(reader);
    expect(after.items.map((n) => [n.body, n.read])).toEqual([
      ['drei', false],
      ['zwei', false],
      ['eins', true],
    ]);
    const bell = await jsonCall(t, reader.cookie, 'GET', feedUrl(a, '/unread'));
    expect(bell).toEqual({ status: 200, body: { unread: 2 } });
  });

  it('deletes one message, then all of them (Neue Nachricht)', async () => {
    const reader = await t.member(a, 'worker');
    await send(a, reader, 'eins');
    await send(a, reader, 'zwei');
    const [newest] = (await feedOf(reader)).items;
    const gone = await jsonCall(t, reader.cookie, 'DELETE', feedUrl(a, `/${newest!.id}`));
    expect(gone.status).toBe(204);
    expect((await feedOf(reader)).items.map((n) => n.body)).toEqual(['eins']);
    const again = await jsonCall(t, reader.cookie, 'DELETE', feedUrl(a, `/${newest!.id}`));
    expect(again).toMatchObject({ status: 404, body: { detail: notificationMessages.notFound } });
    expect((await jsonCall(t, reader.cookie, 'DELETE', feedUrl(a))).status).toBe(204);
    expect(await feedOf(reader)).toEqual({ items: [], unread: 0 });
  });

  it("never shows, reads or deletes another member's or another project's messages", async () => {
    const both = await t.member(a, 'worker');
    await t.addMember(b, both, b.roleIds.worker);
    await send(a, worker, 'für Wera');
    await send(b, both, 'aus Projekt B');
    expect((await feedOf(both)).items).toEqual([]);
    const [werasMessage] = (await feedOf(worker)).items;
    const del = await jsonCall(t, both.cookie, 'DELETE', feedUrl(a, `/${werasMessage!.id}`));
    expect(del.status).toBe(404);
    await jsonCall(t, both.cookie, 'POST', feedUrl(a, '/read'), { upToSeq: werasMessage!.seq });
    expect((await feedOf(worker)).items[0]!.read).toBe(false);
    // The message of project B is there only in project B.
    expect((await feedOf(both, b)).items.map((n) => n.body)).toEqual(['aus Projekt B']);
    const outsider = await t.member(b, 'admin');
    const refused = await jsonCall(t, outsider.cookie, 'GET', feedUrl(a));
    expect(refused.status).toBe(404); // a foreign project is not even said to exist
  });

  it('answers bad input with a German 400', async () => {
    for (const body of [
      null,
      [],
      {},
      { upToSeq: 'x' },
      { upToSeq: -1 },
      { upToSeq: 'x'.repeat(1e5) },
    ]) {
      const res = await jsonCall(t, worker.cookie, 'POST', feedUrl(a, '/read'), body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.detail).toMatch(/[äöüÄÖÜß]|Ungültig|erwartet|Eingabe/);
    }
    for (const query of ['?limit=31', '?limit=0', '?before=abc', '?before=-5']) {
      expect((await jsonCall(t, worker.cookie, 'GET', feedUrl(a, query))).status).toBe(400);
    }
    expect((await jsonCall(t, worker.cookie, 'DELETE', feedUrl(a, '/kurz'))).status).toBe(404);
  });
});

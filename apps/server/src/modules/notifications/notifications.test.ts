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

  it("'Alle als gelesen': one call reads every older message, also beyond the 30 shown", async () => {
    const reader = await t.member(a, 'worker');
    for (let i = 1; i <= 33; i++) await send(a, reader, `Aufgabe ${i}`);
    const shown = await feedOf(reader);
    expect(shown.unread).toBe(33);
    await send(a, reader, 'kam nach dem Klick');
    const newestShown = shown.items[0]!.seq;
    const read = await jsonCall(t, reader.cookie, 'POST', feedUrl(a, '/read'), {
      upToSeq: newestShown,
    });
    expect(read).toEqual({ status: 200, body: { unread: 1 } });
    const unread = await feedOf(reader, a, '?filter=unread');
    expect(unread.items.map((n) => n.body)).toEqual(['kam nach dem Klick']);
  });

  it('lists only the unread ones with filter=unread, the count still of all', async () => {
    const reader = await t.member(a, 'worker');
    for (const body of ['eins', 'zwei', 'drei', 'vier']) await send(a, reader, body);
    const all = await feedOf(reader);
    const zwei = all.items.find((n) => n.body === 'zwei')!;
    await jsonCall(t, reader.cookie, 'POST', feedUrl(a, `/${zwei.id}/read`));
    const unread = await feedOf(reader, a, '?filter=unread');
    expect(unread.items.map((n) => n.body)).toEqual(['vier', 'drei', 'eins']);
    expect(unread.unread).toBe(3);
    expect(unread.items.every((n) => !n.read)).toBe(true);
    // Paging and limit work inside the filter; 'all' is the default.
    const page = await feedOf(reader, a, `?filter=unread&limit=1&before=${unread.items[0]!.seq}`);
    expect(page.items.map((n) => n.body)).toEqual(['drei']);
    expect((await feedOf(reader, a, '?filter=all')).items).toHaveLength(4);
  });

  it('marks one opened message read, nothing else, and answers the unread count', async () => {
    const reader = await t.member(a, 'worker');
    await send(a, reader, 'eins');
    await send(a, reader, 'zwei');
    const [zwei, eins] = (await feedOf(reader)).items;
    const read = await jsonCall(t, reader.cookie, 'POST', feedUrl(a, `/${eins!.id}/read`));
    expect(read).toEqual({ status: 200, body: { unread: 1 } });
    const again = await jsonCall(t, reader.cookie, 'POST', feedUrl(a, `/${eins!.id}/read`));
    expect(again).toEqual({ status: 200, body: { unread: 1 } });
    expect((await feedOf(reader)).items.map((n) => [n.body, n.read])).toEqual([
      ['zwei', false],
      ['eins', true],
    ]);
    expect(zwei!.read).toBe(false);
    await jsonCall(t, reader.cookie, 'DELETE', feedUrl(a, `/${eins!.id}`));
    const gone = await jsonCall(t, reader.cookie, 'POST', feedUrl(a, `/${eins!.id}/read`));
    expect(gone).toMatchObject({ status: 404, body: { detail: notificationMessages.notFound } });
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
    const one = await jsonCall(t, both.cookie, 'POST', feedUrl(a, `/${werasMessage!.id}/read`));
    expect(one.status).toBe(404);
    // In project B the same id is not theirs either, and 'Alle als gelesen' there reads only B.
    const inB = await jsonCall(t, both.cookie, 'POST', feedUrl(b, `/${werasMessage!.id}/read`));
    expect(inB.status).toBe(404);
    await jsonCall(t, both.cookie, 'POST', feedUrl(b, '/read'), {
      upToSeq: werasMessage!.seq + 1e6,
    });
    expect((await feedOf(worker)).items[0]!.read).toBe(false);
    expect((await feedOf(worker, a, '?filter=unread')).items).toHaveLength(1);
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
    for (const query of ['?limit=31', '?limit=0', '?before=abc', '?before=-5', '?filter=neu']) {
      expect((await jsonCall(t, worker.cookie, 'GET', feedUrl(a, query))).status).toBe(400);
    }
    const badFilter = await jsonCall(t, worker.cookie, 'GET', feedUrl(a, '?filter=neu'));
    expect(badFilter.body.errors).toEqual({ filter: ['Ungültiger Filter'] });
    expect((await jsonCall(t, worker.cookie, 'POST', feedUrl(a, '/kurz/read'))).status).toBe(404);
    expect((await jsonCall(t, worker.cookie, 'DELETE', feedUrl(a, '/kurz'))).status).toBe(404);
  });
});

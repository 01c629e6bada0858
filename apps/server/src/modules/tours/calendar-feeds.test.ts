import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@kontor/core/schemas/projects';
import { tourMessages } from '@kontor/core/schemas/services';
import { MODULES } from '../../app.ts';
import { queryRows } from '../../db/sql.ts';
import { sha256 } from '../../lib/crypto.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import type { FeedVisit } from './calendar-feed.ts';
import { feedVisit, parseFeed } from './feed-fixtures.ts';
import { tourExportMessages } from './tour-exports.messages.ts';
import { toursModule, toursModuleWith } from './tours.module.ts';

type Member = TestUser & { cookie: string };

/** The tours API stand-in: visits per project and worker, and the calls it got. */
const visits = new Map<string, FeedVisit[]>();
const calls: { projectId: string; workerId: string; from: string; to: string }[] = [];

let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let worker: Member;
let office: Member;
let otherWorker: Member;
let workerB: Member;

const path = (project: CreatedProject, query = '') =>
  `/api/projects/${project.id}/tours/calendar-feed${query}`;
const request = (
  who: Member,
  method: 'GET' | 'POST' | 'DELETE',
  project: CreatedProject,
  query = '',
) => t.app.inject({ method, url: path(project, query), headers: { cookie: who.cookie } });
const feedPath = (url: string) => new URL(url).pathname;

async function createFeed(who: Member, project: CreatedProject, query = '') {
  const res = await request(who, 'POST', project, query);
  expect(res.statusCode).toBe(201);
  return res.json<{ url: string; createdAt: string }>();
}

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://kontor.example' },
    modules: MODULES.map((m) =>
      m === toursModule
        ? toursModuleWith(async (_db, projectId, workerId, from, to) => {
            calls.push({ projectId, workerId, from, to });
            return visits.get(`${projectId}/${workerId}`) ?? [];
          })
        : m,
    ),
  });
  a = await t.createProject({ modules: ['/tours'] });
  b = await t.createProject({ modules: ['/tours'] });
  worker = await t.member(a, 'worker');
  otherWorker = await t.member(a, 'worker');
  office = await t.member(a, 'office');
  workerB = await t.member(b, 'worker');
  visits.set(`${a.id}/${worker.id}`, [feedVisit({ sequence: 2 })]);
  visits.set(`${b.id}/${workerB.id}`, [feedVisit({ entryId: 'BBBBBBBBB1', property: 'B-Haus' })]);
});
afterAll(() => t.close());

describe('calendar feed', () => {
  it('gives the worker a secret URL once and stores only its hash', async () => {
    const created = await createFeed(worker, a);
    expect(created.url).toMatch(/^https:\/\/kontor\.example\/api\/calendar\/[\w-]{43}\.ics$/);
    const token = created.url.slice(created.url.lastIndexOf('/') + 1, -'.ics'.length);
    const rows = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select * from calendar_feeds where project_id = ${a.id} and user_id = ${worker.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const status = await request(worker, 'GET', a);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ exists: true, createdAt: created.createdAt });
    expect(status.body).not.toContain(token);
  });

  it("serves the worker's visits as iCalendar without a session, 4 weeks back to 12 ahead", async () => {
    const { url } = await createFeed(worker, a);
    calls.length = 0;
    const res = await t.app.inject({ url: feedPath(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const { calendar, events } = parseFeed(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Kontor Tour – ${worker.name}`);
    expect(events).toEqual([
      expect.objectContaining({
        uid: 'EEEEEEEEE1-2026-03-16@kontor',
        sequence: 2,
        start: '2026-03-16',
        allDay: true,
        summary: 'Treppenhausreinigung – Lindenstraße 12',
      }),
    ]);
    expect(calls).toHaveLength(1);
    const { from, to, projectId, workerId } = calls[0]!;
    expect({ projectId, workerId }).toEqual({ projectId: a.id, workerId: worker.id });
    const days = (x: string, y: string) => (Date.parse(y) - Date.parse(x)) / 86_400_000;
    expect(days(from, to)).toBe(28 + 84);
  });

  it('raises SEQUENCE when the visit changes, and answers 304 while nothing changed', async () => {
    const { url } = await createFeed(worker, a);
    const first = await t.app.inject({ url: feedPath(url) });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({ url: feedPath(url), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    // The entry was edited: its stored version, and so the visit's sequence, went up.
    visits.set(`${a.id}/${worker.id}`, [feedVisit({ sequence: 3, service: 'Hausreinigung' })]);
    const changed = await t.app.inject({
      url: feedPath(url),
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    const [before] = parseFeed(first.body).events;
    const [after] = parseFeed(changed.body).events;
    expect(after!.uid).toBe(before!.uid);
    expect(after!.sequence).toBeGreaterThan(before!.sequence);
    expect(after!.summary).toBe('Hausreinigung – Lindenstraße 12');
  });

  it('rotating ends the old URL; revoking ends the feed; unknown tokens get 404', async () => {
    const old = await createFeed(worker, a);
    const fresh = await createFeed(worker, a);
    expect((await t.app.inject({ url: feedPath(old.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: feedPath(fresh.url) })).statusCode).toBe(200);

    const revoked = await request(worker, 'DELETE', a);
    expect(revoked.statusCode).toBe(204);
    const gone = await t.app.inject({ url: feedPath(fresh.url) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(tourExportMessages.feedNotFound);
    expect((await request(worker, 'GET', a)).json()).toEqual({ exists: false, createdAt: null });
    expect((await request(worker, 'DELETE', a)).statusCode).toBe(204);
    for (const token of ['x', 'a'.repeat(43), '%00', 'a.b']) {
      const res = await t.app.inject({ url: `/api/calendar/${token}.ics` });
      expect(res.statusCode, token).toBe(404);
    }
  });

  it("lets a worker manage only their own feed, office anyone's in the project", async () => {
    const denied = await request(worker, 'POST', a, `?workerId=${otherWorker.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(tourMessages.onlyOwnTour);
    expect((await request(worker, 'GET', a, `?workerId=${otherWorker.id}`)).statusCode).toBe(403);
    expect((await request(worker, 'DELETE', a, `?workerId=${otherWorker.id}`)).statusCode).toBe(
      403,
    );

    const forOther = await createFeed(office, a, `?workerId=${otherWorker.id}`);
    const status = await request(office, 'GET', a, `?workerId=${otherWorker.id}`);
    expect(status.json()).toEqual({ exists: true, createdAt: forOther.createdAt });
    const stranger = await request(office, 'POST', a, `?workerId=${workerB.id}`);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual({ workerId: [tourExportMessages.feedWorkerNotMember] });
    const bad = await request(office, 'POST', a, '?workerId=kurz');
    expect(bad.statusCode).toBe(400);
  });

  it("keeps projects apart: B's token reads only B, A's members cannot touch B's feeds", async () => {
    const ofB = await createFeed(workerB, b);
    calls.length = 0;
    const res = await t.app.inject({ url: feedPath(ofB.url) });
    expect(parseFeed(res.body).events.map((e) => e.uid)).toEqual(['BBBBBBBBB1-2026-03-16@kontor']);
    expect(calls.map((c) => [c.projectId, c.workerId])).toEqual([[b.id, workerB.id]]);

    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const foreign = await request(office, method, b, `?workerId=${workerB.id}`);
      expect(foreign.statusCode, method).toBe(404);
      expect(foreign.json().detail).toBe(projectMessages.notFound);
    }
    expect((await t.app.inject({ url: feedPath(ofB.url) })).statusCode).toBe(200);
  });

  it('ends with the membership and with the tours module', async () => {
    const leaver = await t.member(a, 'worker');
    const { url } = await createFeed(leaver, a);
    expect((await t.app.inject({ url: feedPath(url) })).statusCode).toBe(200);
    await t.db.execute(
      sql`delete from memberships where project_id = ${a.id} and user_id = ${leaver.id}`,
    );
    expect((await t.app.inject({ url: feedPath(url) })).statusCode).toBe(404);

    const c = await t.createProject({ modules: ['/tours'] });
    const member = await t.member(c, 'worker');
    const feed = await createFeed(member, c);
    await t.db.execute(sql`delete from modules where project_id = ${c.id} and path = '/tours'`);
    expect((await t.app.inject({ url: feedPath(feed.url) })).statusCode).toBe(404);
  });

  it('carries no key number and no property info unless the tour settings switch it on', async () => {
    visits.set(`${a.id}/${worker.id}`, [feedVisit({ keyNumber: 4711, info: 'Code 1234 am Tor' })]);
    const { url } = await createFeed(worker, a);
    const plain = await t.app.inject({ url: feedPath(url) });
    expect(plain.statusCode).toBe(200);
    const [event] = parseFeed(plain.body).events;
    expect(event).toMatchObject({
      summary: 'Treppenhausreinigung – Lindenstraße 12',
      location: 'Lindenstraße 12, 10969 Berlin',
      description: 'Status: geplant',
    });
    for (const secret of ['4711', 'Schlüssel-Nr.', 'Code 1234']) {
      expect(plain.body).not.toContain(secret);
    }

    const settings = (who: Member, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/projects/${a.id}/tours/settings`,
        headers: { cookie: who.cookie },
        payload: body,
      });
    expect((await settings(worker, { calendarDetails: true, version: 0 })).statusCode).toBe(403);
    const on = await settings(office, { calendarDetails: true, version: 0 });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ calendarDetails: true, holidayTemplateId: null, version: 1 });
    // The switch changes the ETag: a calendar holding the old text gets the new one.
    const detailed = await t.app.inject({
      url: feedPath(url),
      headers: { 'if-none-match': plain.headers.etag as string },
    });
    expect(detailed.statusCode).toBe(200);
    expect(parseFeed(detailed.body).events[0]!.description).toBe(
      'Schlüssel-Nr.: 4711\nInfo: Code 1234 am Tor\nStatus: geplant',
    );

    const off = await settings(office, { calendarDetails: false, version: 1 });
    expect(off.json()).toMatchObject({ calendarDetails: false, version: 2 });
    expect((await t.app.inject({ url: feedPath(url) })).body).not.toContain('4711');
    const badType = await settings(office, { calendarDetails: 'ja', version: 2 });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(badType.json().errors)).toEqual(['calendarDetails']);
  });
});

describe('calendar feed without PUBLIC_URL', () => {
  it('hands out no link to localhost: 409 naming the setting', async () => {
    const bare = await createTestApp();
    try {
      expect(bare.config.publicUrlSet).toBe(false);
      const project = await bare.createProject({ modules: ['/tours'] });
      const member = await bare.member(project, 'worker');
      const res = await bare.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/tours/calendar-feed`,
        headers: { cookie: member.cookie },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(tourExportMessages.feedNeedsPublicUrl);
      expect(res.json().detail).toContain('PUBLIC_URL');
      expect(res.body).not.toContain('localhost');
      const status = await bare.app.inject({
        url: `/api/projects/${project.id}/tours/calendar-feed`,
        headers: { cookie: member.cookie },
      });
      expect(status.json()).toEqual({ exists: false, createdAt: null });
    } finally {
      await bare.close();
    }
  });
});

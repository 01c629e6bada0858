import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployMessages } from '@kontor/core/content/deploy-hook';
import type { Tour } from '@kontor/core/schemas/services';
import { authMessages } from '@kontor/core/schemas/auth';
import { formMessages } from '@kontor/core/schemas/forms';
import { invitationMessages } from '@kontor/core/schemas/invitations';
import type { TaskPageAnswer } from '@kontor/core/schemas/tasks';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { weekMondayOf } from '@kontor/core/tours/index';
import { queryRows } from '../db/sql.ts';
import { jobs } from '../db/schema/jobs.ts';
import { properties } from '../db/schema/properties.ts';
import type { CreatedProject } from '../lib/project-setup.ts';
import { berlinToday } from '../lib/tour-calendar.ts';
import { DEPLOY_JOB } from '../lib/deploy-schedule.ts';
import { insertForm } from '../modules/forms/form-fixtures.ts';
import { SUBMISSION_LIMIT } from '../modules/forms/submissions.service.ts';
import { THROTTLE } from '../modules/auth/auth.service.ts';
import { LINK_THROTTLE } from '../modules/invitations/invitations.service.ts';
import { list as taskList } from '../modules/tasks/tasks.service.ts';
import {
  callerOf,
  everyWeekOn,
  newEntry,
  newProperty,
  newService,
  tourProject,
} from '../modules/tours/tours-test-setup.ts';
import type { AnswerCache } from '../plugins/answer-cache.ts';
import { REPLAYED_HEADER } from '../plugins/idempotency.ts';
import { enqueueMail, MAIL_JOB } from '../plugins/mail.ts';
import { openInstances, type Instances } from './instances.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
import type { TestApp, TestUser } from './test-app.ts';

/**
 * Issue 24: what could be per process is correct with two instances on one database
 * (docs/operations.md, 'Several instances'). Each instance has its own memory (answer caches,
 * job worker); only the database joins them, as two processes behind a load balancer. Live
 * notifications across instances: modules/notifications/delivery.test.ts.
 */
let instances: Instances;
let a: TestApp;
let b: TestApp;
let inbox: SmtpInbox;
let receiver: Server;
let hookUrl: string;
const hookCalls: unknown[] = [];
let project: CreatedProject;
let office: TestUser & { cookie: string };
let admin: TestUser & { cookie: string };
let propertyId: string;

/** A news item's fields besides its title. */
const NEWS = {
  text: '<p>Der Verein hat gewählt, der Vorstand ist neu besetzt.</p>',
  date: '2026-01-01T00:00:00.000Z',
};

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function call(t: TestApp, method: Method, path: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/projects/${project.id}${path}`,
    headers: { cookie: admin.cookie },
    ...(payload && { payload }),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.body ? res.json() : null;
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      hookCalls.push(JSON.parse(body));
      res.end('ok');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/build`;

  instances = await openInstances();
  const options = {
    env: { SMTP_URL: inbox.url, OUTGOING_ALLOWED_HOSTS: '127.0.0.1' },
    jobs: { pollMs: 50 },
  };
  a = await instances.start(options);
  b = await instances.start(options);
  project = await a.createProject({ modules: ['/properties', '/tasks', '/news'] });
  office = await a.member(project, 'office');
  admin = await a.member(project, 'admin');
  propertyId = (await call(a, 'POST', '/properties', { name: 'Gartenweg 1' })).id;
});
afterAll(async () => {
  await instances?.close();
  await inbox?.close();
  receiver?.close();
});

describe('answer caches (decisions 0011, 0014)', () => {
  async function read<T>(t: TestApp, url: string, cookie = office.cookie): Promise<T> {
    const res = await t.app.inject({ url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  }

  /** A cached list or tour: the instance's cache, the URL and who reads it. */
  interface Cached {
    cacheOf: (t: TestApp) => AnswerCache;
    url: string;
    cookie?: string;
  }

  /**
   * Both instances hold the answer in their own memory; after `write` through `writer`, the
   * next read through `reader` is read afresh and returned.
   */
  async function readAfterWrite<T>(
    { cacheOf, url, cookie = office.cookie }: Cached,
    writer: TestApp,
    reader: TestApp,
    write: () => Promise<unknown>,
  ): Promise<T> {
    for (const t of [writer, reader]) {
      const first = await read(t, url, cookie);
      const { hits } = cacheOf(t).stats;
      expect(await read(t, url, cookie)).toEqual(first);
      expect(cacheOf(t).stats.hits, 'the repeated read came from memory').toBe(hits + 1);
    }
    await write();
    const { misses } = cacheOf(reader).stats;
    const seen = await read<T>(reader, url, cookie);
    expect(cacheOf(reader).stats.misses, 'the read after the write was fresh').toBe(misses + 1);
    return seen;
  }

  it('each instance keeps its own entries', () => {
    expect(taskList.cacheOf(a.app)).not.toBe(taskList.cacheOf(b.app));
  });

  it('a task written through one instance is in the next list read through the other', async () => {
    const tasks = {
      cacheOf: (t: TestApp) => taskList.cacheOf(t.app),
      url: `/api/projects/${project.id}/tasks?tab=noDate`,
    };
    const titles = (page: TaskPageAnswer) => page.items.map((i) => i.title);
    let taskId = '';
    const created = await readAfterWrite<TaskPageAnswer>(tasks, a, b, async () => {
      taskId = (await call(a, 'POST', '/tasks', { title: 'Hecke schneiden', propertyId })).id;
    });
    expect(titles(created)).toEqual(['Hecke schneiden']);
    const changed = await readAfterWrite<TaskPageAnswer>(tasks, b, a, () =>
      call(b, 'PATCH', `/tasks/${taskId}`, { version: 0, title: 'Hecke stutzen' }),
    );
    expect(titles(changed)).toEqual(['Hecke stutzen']);
    const deleted = await readAfterWrite<TaskPageAnswer>(tasks, a, b, () =>
      call(a, 'DELETE', `/tasks/${taskId}`),
    );
    expect(titles(deleted)).toEqual([]);
  });

  it('a content item written through one instance is in the next list read through the other', async () => {
    const news = {
      cacheOf: (t: TestApp) => t.app.answerCaches.of('content:news'),
      url: `/api/projects/${project.id}/news`,
    };
    type NewsPage = { items: { title: string }[] };
    const titles = (page: NewsPage) => page.items.map((i) => i.title);
    let newsId = '';
    const created = await readAfterWrite<NewsPage>(news, b, a, async () => {
      newsId = (await call(b, 'POST', '/news', { ...NEWS, title: 'Neuer Vorstand' })).id;
    });
    expect(titles(created)).toEqual(['Neuer Vorstand']);
    const changed = await readAfterWrite<NewsPage>(news, a, b, () =>
      call(a, 'PATCH', `/news/${newsId}`, { version: 0, title: 'Vorstand gewählt' }),
    );
    expect(titles(changed)).toEqual(['Vorstand gewählt']);
  });

  it("a worker's tour changed through one instance is seen through the other", async () => {
    const setup = await tourProject(a, ['Anna']);
    const anna = setup.workers[0]!;
    const place = await newProperty(setup.call, setup.office, 'Lindenstraße 12');
    const serviceId = await newService(setup.call, setup.office, 'Hauswart', 'caretaking');
    const monday = addDays(weekMondayOf(berlinToday()), -7);
    const tuesday = addDays(monday, 1);
    const entry = await newEntry(setup.call, setup.office, place, {
      serviceId,
      schedule: everyWeekOn(monday, ['tuesday']),
      workerIds: [anna.id],
      substituteIds: [],
    });
    const tour = {
      cacheOf: (t: TestApp) => t.app.answerCaches.of('tours'),
      url: `/api/projects/${setup.project.id}/tours?week=${monday}&workerId=${anna.id}`,
      cookie: setup.office.cookie,
    };
    const visit = (answer: Tour) => answer.properties[0]!.services[0]!.visits[0]!;
    const confirmed = await readAfterWrite<Tour>(tour, a, b, async () => {
      const res = await setup.call(anna, 'POST', '/tours/visits', {
        entryId: entry.id,
        plannedDate: tuesday,
      });
      expect(res.status).toBe(201);
    });
    expect(visit(confirmed).status).toBe('done');
    const throughB = callerOf(b, setup.project);
    const renamed = await readAfterWrite<Tour>(tour, b, a, async () => {
      const res = await throughB(setup.office, 'PATCH', `/properties/${place}`, {
        name: 'Lindenstraße 14',
        version: 0,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
    expect(renamed.properties[0]!.name).toBe('Lindenstraße 14');
  });
});

describe('job queue (decision 0007)', () => {
  it('runs each of many jobs exactly once with both instances working', async () => {
    const subjects = Array.from({ length: 30 }, (_, i) => `Auftrag ${i + 1}`);
    const before = inbox.mails.length;
    await Promise.all(
      subjects.map((subject, i) =>
        enqueueMail((i % 2 ? a : b).db, { to: 'queue@test.example', subject, text: subject }),
      ),
    );
    await Promise.all([a.drainJobs(), b.drainJobs()]);
    const sent = inbox.mails.slice(before).map((m) => m.subject);
    expect([...sent].sort()).toEqual([...subjects].sort());
    const runs = await queryRows<{ state: string; attempts: number; n: number }>(
      a.db,
      sql`select state, attempts, count(*)::int as n from jobs
          where kind = ${MAIL_JOB} and payload->>'to' = 'queue@test.example'
          group by state, attempts`,
    );
    expect(runs).toEqual([{ state: 'done', attempts: 1, n: subjects.length }]);
  });
});

describe('throttles and rate limits, kept in the database', () => {
  const login = (t: TestApp, email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });

  it('counts failed logins through both instances together: locked after the same number', async () => {
    const user = await a.createUser();
    const ip = '198.51.100.24';
    for (let i = 0; i < THROTTLE.pair.lockAfter; i++) {
      const res = await login(i % 2 ? b : a, user.email, 'falsch', ip);
      expect(res.statusCode, `failure ${i + 1}`).toBe(401);
    }
    for (const t of [a, b]) {
      const locked = await login(t, user.email, user.password, ip);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().detail).toBe(authMessages.tooManyAttempts);
    }
  });

  it('sends one reset mail to an address asked for ten times at once through both', async () => {
    const user = await a.createUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: user.email },
          remoteAddress: `198.51.100.${130 + i}`,
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([202, ...Array<number>(9).fill(429)]);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    await Promise.all([a.drainJobs(), b.drainJobs()]);
    const mails = inbox.mails.filter((m) => JSON.stringify(m.to).includes(user.email));
    expect(mails).toHaveLength(1);
  });

  it('counts unknown invitation links through both instances together', async () => {
    const lookup = (t: TestApp, token: string) =>
      t.app.inject({ url: `/api/invitations/${token}`, remoteAddress: '198.51.100.99' });
    for (let i = 0; i < LINK_THROTTLE.lockAfter; i++) {
      const res = await lookup(i % 2 ? b : a, `unbekannt-${i}`);
      expect(res.json().state, `lookup ${i + 1}`).toBe('invalid');
    }
    for (const t of [a, b]) {
      const locked = await lookup(t, 'unbekannt-x');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().detail).toBe(invitationMessages.tooManyAttempts);
    }
  });

  it('counts form submissions of one address through both instances together', async () => {
    const club = await a.createProject({ modules: ['/forms'] });
    const form = await insertForm(a.db, club.id);
    const submit = (t: TestApp, remoteAddress = '198.51.100.77') =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/projects/${club.id}/forms/${form.id}`,
        payload: { name: 'Erika', email: 'erika@example.de' },
        remoteAddress,
      });
    for (let i = 0; i < SUBMISSION_LIMIT.slots; i++) {
      expect((await submit(i % 2 ? b : a)).statusCode, `submission ${i + 1}`).toBe(201);
    }
    for (const t of [a, b]) {
      const refused = await submit(t);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toBe(formMessages.tooManySubmissions);
    }
    // At the same moment through both: the slots are taken atomically, none twice.
    const parallel = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit(i % 2 ? b : a, '198.51.100.78')),
    );
    const statuses = parallel.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
  });

  it("allows 'Jetzt veröffentlichen' once a minute across both instances", async () => {
    const other = await a.createProject({ modules: ['/news'] });
    const cookie = (await a.member(other, 'admin')).cookie;
    const publish = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${other.id}/deploy-hook/publish`,
        headers: { cookie },
      });
    await b.app.inject({
      method: 'PUT',
      url: `/api/projects/${other.id}/deploy-hook`,
      headers: { cookie },
      payload: { url: hookUrl },
    });
    expect((await publish(a)).statusCode).toBe(202);
    const again = await publish(b);
    expect(again.statusCode).toBe(429);
    expect(again.json().detail).toBe(deployMessages.tooSoon);
    await Promise.all([a.drainJobs(), b.drainJobs()]);
  });
});

describe('deploy-hook debounce', () => {
  const openDeployJobs = () =>
    a.db
      .select({ n: count() })
      .from(jobs)
      .where(sql`${jobs.kind} = ${DEPLOY_JOB} and ${jobs.state} in ('pending', 'running')`);

  it('turns edits through both instances within the minute into one call', async () => {
    await call(a, 'PUT', '/deploy-hook', { url: hookUrl });
    const before = hookCalls.length;
    const first = await call(a, 'POST', '/news', { ...NEWS, title: 'Sommerfest' });
    await call(b, 'PATCH', `/news/${first.id}`, { version: 0, title: 'Sommerfest 2026' });
    await Promise.all(
      [a, b, a, b].map((t, i) => call(t, 'POST', '/news', { ...NEWS, title: `Gleichzeitig ${i}` })),
    );
    expect(await openDeployJobs()).toEqual([{ n: 1 }]);
    // The call is due a minute later; make it due now and let both workers at it.
    await a.db.execute(
      sql`update jobs set run_at = now() where kind = ${DEPLOY_JOB} and state = 'pending'`,
    );
    await Promise.all([a.drainJobs(), b.drainJobs()]);
    expect(hookCalls.slice(before)).toEqual([{ projectId: project.id, source: 'kontor' }]);
  });
});

describe('idempotency keys (decision 0015)', () => {
  it('a retry through the other instance is answered from the first, and runs once', async () => {
    const key = randomUUID();
    const name = `Haus ${key.slice(0, 8)}`;
    const create = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/properties`,
        headers: { cookie: office.cookie, 'idempotency-key': key },
        payload: { name },
      });
    const [first, second] = await Promise.all([create(a), create(b)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([201, 201]);
    expect(second!.json()).toEqual(first!.json());
    const replayed = [first, second].filter((r) => r!.headers[REPLAYED_HEADER] === 'true');
    expect(replayed).toHaveLength(1);
    const [row] = await a.db
      .select({ n: count() })
      .from(properties)
      .where(eq(properties.name, name));
    expect(row!.n).toBe(1);
  });
});

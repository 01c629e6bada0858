import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STREAM_EVENT, liveEventSchema } from '@kontor/core/schemas/live-events';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { openEventStream, type EventStreamConnection } from '../../test/event-stream-client.ts';
import { openInstances, type Instances } from '../../test/instances.ts';
import type { TestApp } from '../../test/test-app.ts';
import { caller, timeProject, withRecords, type Caller } from './time-fixtures.ts';

/**
 * Issue 35: a clock event reaches the office's open streams as a live event (the overview then
 * reads the month again), across instances: the event is sent through instance `one`, the
 * streams are open on instance `two`, whose poll is too slow to matter.
 */
let instances: Instances;
let one: TestApp;
let two: TestApp;
let a: CreatedProject;
let office: Caller;
let worker: Caller;
let colleague: Caller;
let seq = 0;

beforeAll(async () => {
  instances = await openInstances();
  one = await instances.start({}, false);
  two = await instances.start({ notifications: { pollMs: 60_000, heartbeatMs: 60_000 } }, true);
  const p = await timeProject(one);
  a = p.project;
  ({ office, worker } = p);
  colleague = await one.member(a, 'worker');
  await withRecords(caller(one, a), p.admin, [worker]);
});
afterAll(() => instances?.close());

const open = (who: Caller, project: CreatedProject = a) =>
  openEventStream(`${instances.baseOf(two)}/api/projects/${project.id}/notifications/stream`, {
    cookie: who.cookie,
  });
const live = (stream: EventStreamConnection) =>
  stream.events.filter((e) => e.event === LIVE_STREAM_EVENT).map((e) => JSON.parse(e.data));

// Device times from an hour ago, 3 minutes apart: every shift lasts, none overlaps, none is ahead.
const start = Date.now() - 60 * 60_000;
const clock = (kind: 'in' | 'out') =>
  caller(one, a)(worker, 'POST', '/time-tracking/clock', {
    kind,
    deviceTime: new Date(start + seq * 3 * 60_000).toISOString(),
    deviceId: 'phone-live',
    deviceSeq: ++seq,
  });

describe('live time clock events', () => {
  it('reach the office and the worker, not a colleague', async () => {
    const streams = {
      office: await open(office),
      worker: await open(worker),
      colleague: await open(colleague),
    };
    expect(streams.office.status).toBe(200);
    for (const s of [streams.office, streams.worker, streams.colleague]) {
      await s.waitFor('the retry hint', () => s.retry);
    }

    const clockIn = await clock('in');
    expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(201);
    const event = await streams.office.waitFor('the live event', () => live(streams.office)[0]);
    expect(liveEventSchema.strict().parse(event)).toEqual({
      topic: 'time-clock',
      userId: worker.id,
    });
    await streams.worker.waitFor('the worker’s own event', () => live(streams.worker)[0]);
    // Live events carry no id: the stream's resume point (notifications) does not move.
    expect(streams.office.events.find((e) => e.event === LIVE_STREAM_EVENT)!.id).toBeUndefined();

    const out = await clock('out');
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    await streams.office.waitFor('the out', () => live(streams.office)[1]);
    // The colleague (a worker role, no overview) was open all along and heard nothing.
    expect(live(streams.colleague)).toEqual([]);
    for (const s of Object.values(streams)) s.close();
  });

  it('does not reach the office of another project', async () => {
    const b = await timeProject(one);
    const stream = await open(b.office, b.project);
    const mine = await open(office);
    await Promise.all([stream, mine].map((s) => s.waitFor('retry', () => s.retry)));
    expect((await clock('in')).status).toBe(201);
    await mine.waitFor('the event in project A', () => live(mine)[0]);
    expect((await clock('out')).status).toBe(201);
    await mine.waitFor('the out in project A', () => live(mine)[1]);
    expect(live(stream)).toEqual([]);
    stream.close();
    mine.close();
  });

  it('is not sent for a refused event', async () => {
    const stream = await open(office);
    await stream.waitFor('retry', () => stream.retry);
    const refused = await clock('out');
    expect(refused.status).toBe(409);
    // A later accepted event arrives alone: the refused one announced nothing.
    expect((await clock('in')).status).toBe(201);
    await stream.waitFor('the in', () => live(stream)[0]);
    expect(live(stream)).toHaveLength(1);
    expect((await clock('out')).status).toBe(201);
    stream.close();
  });
});

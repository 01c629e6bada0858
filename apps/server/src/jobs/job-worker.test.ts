import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { jobs } from '../db/schema/jobs.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { enqueueJob } from './job-enqueue.ts';
import { claimJob } from './job-repository.ts';
import {
  JobLeaseLost,
  JobStopped,
  JobWorker,
  retryDelay,
  type JobHandler,
  type JobWorkerOptions,
} from './job-worker.ts';

let database: Database;
const workers: JobWorker[] = [];
const logged: { level: string; message: string }[] = [];

const log = Object.fromEntries(
  ['fatal', 'error', 'warn', 'info', 'debug', 'trace'].map((level) => [
    level,
    (_context: unknown, message: string) => logged.push({ level, message }),
  ]),
) as unknown as FastifyBaseLogger;

const fast: Partial<JobWorkerOptions> = { retryBaseMs: 20, retryMaxMs: 1_000, leaseMs: 2_000 };

async function startWorker(handlers: Record<string, JobHandler>, options = fast) {
  const worker = new JobWorker(database.db, log, handlers, options);
  workers.push(worker);
  await worker.start();
  return worker;
}

const jobById = async (id: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await database.db.delete(jobs);
  logged.length = 0;
});
afterAll(() => database.close());

/** Waits until `check` holds (the worker's own cycles make it true). */
async function until(check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Bedingung nicht erreicht');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('retryDelay', () => {
  it('doubles per attempt up to the cap', () => {
    const options = { retryBaseMs: 100, retryMaxMs: 1_000 };
    expect([1, 2, 3, 4, 5, 6].map((a) => retryDelay(a, options))).toEqual([
      100, 200, 400, 800, 1_000, 1_000,
    ]);
  });
});

describe('job worker', () => {
  it('runs an enqueued job once and marks it done', async () => {
    const seen: unknown[] = [];
    const worker = await startWorker({ echo: { run: async (p) => void seen.push(p) } });
    const id = await enqueueJob(database.db, { kind: 'echo', payload: { n: 1 }, label: 'Echo' });
    await worker.drain();
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobById(id)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
  });

  it('is woken by the NOTIFY of an enqueue, not by its poll', async () => {
    let ran!: (payload: unknown) => void;
    const running = new Promise((resolve) => (ran = resolve));
    const worker = await startWorker(
      { echo: { run: async (p) => ran(p) } },
      { ...fast, pollMs: 60_000 },
    );
    // Idle: its next poll is a minute away.
    await worker.drain();
    await enqueueJob(database.db, { kind: 'echo', payload: { woken: true }, label: 'Echo' });
    expect(await running).toEqual({ woken: true });
  });

  it('retries with growing waits and keeps the last error once the attempts are used up', async () => {
    const times: number[] = [];
    const worker = await startWorker({
      flaky: {
        run: async () => {
          times.push(Date.now());
          throw new Error(`Versuch ${times.length} gescheitert`);
        },
      },
    });
    const id = await enqueueJob(database.db, {
      kind: 'flaky',
      payload: {},
      label: 'Wackelig',
      maxAttempts: 4,
    });
    await worker.drain();
    expect(times).toHaveLength(4);
    const waits = times.slice(1).map((t, i) => t - times[i]!);
    // 20, 40, 80 ms backoff (timers may fire a millisecond early).
    waits.forEach((wait, i) => expect(wait).toBeGreaterThanOrEqual(20 * 2 ** i - 2));
    expect(await jobById(id)).toMatchObject({
      state: 'failed',
      attempts: 4,
      lastError: 'Versuch 4 gescheitert',
    });
    expect(logged.filter((l) => l.level === 'warn')).toHaveLength(3);
    expect(logged.filter((l) => l.level === 'error').map((l) => l.message)).toEqual([
      'Job endgültig fehlgeschlagen: Wackelig',
    ]);
  });

  it('succeeds on a later attempt', async () => {
    let calls = 0;
    const worker = await startWorker({
      once: {
        run: async () => {
          if (++calls === 1) throw new Error('vorübergehend');
        },
      },
    });
    const id = await enqueueJob(database.db, { kind: 'once', payload: {}, label: 'Einmal' });
    await worker.drain();
    expect(calls).toBe(2);
    expect(await jobById(id)).toMatchObject({ state: 'done', attempts: 2, lastError: null });
  });

  it('abandons an attempt that outlives its lease and counts it as failed', async () => {
    const worker = await startWorker(
      { hang: { run: () => new Promise(() => {}) } },
      { ...fast, leaseMs: 50 },
    );
    const id = await enqueueJob(database.db, {
      kind: 'hang',
      payload: {},
      label: 'Hängt',
      maxAttempts: 2,
    });
    await worker.drain();
    expect(await jobById(id)).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: 'Zeitüberschreitung nach 50 ms',
      lockedBy: null,
    });
  });

  it('re-runs a job whose worker died after its lease ran out, and a done job never again', async () => {
    const id = await enqueueJob(database.db, { kind: 'echo', payload: {}, label: 'Echo' });
    // A worker that claims the job and then dies: nothing completes it.
    expect((await claimJob(database.db, 'dead-worker', ['echo'], 50))?.id).toBe(id);
    let runs = 0;
    const worker = await startWorker({ echo: { run: async () => void runs++ } });
    await worker.drain();
    expect(runs).toBe(1);
    expect(await jobById(id)).toMatchObject({ state: 'done', attempts: 2 });
    worker.wake();
    await worker.drain();
    expect(runs).toBe(1);
  });

  it('lets two workers share the queue without running a job twice', async () => {
    const runs = new Map<string, number>();
    const handler: JobHandler = {
      run: async (payload) => {
        const key = (payload as { key: string }).key;
        runs.set(key, (runs.get(key) ?? 0) + 1);
      },
    };
    const a = await startWorker({ count: handler });
    const b = await startWorker({ count: handler });
    for (let i = 0; i < 20; i++) {
      await enqueueJob(database.db, { kind: 'count', payload: { key: `k${i}` }, label: `${i}` });
    }
    await Promise.all([a.drain(), b.drain()]);
    expect(runs.size).toBe(20);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it('stops claiming on stop() and lets the running attempt finish', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const worker = await startWorker({
      slow: {
        run: () => {
          started();
          return new Promise<void>((resolve) => (release = resolve));
        },
      },
    });
    const first = await enqueueJob(database.db, { kind: 'slow', payload: {}, label: 'Langsam' });
    await running;
    const stopped = worker.stop();
    const second = await enqueueJob(database.db, { kind: 'slow', payload: {}, label: 'Später' });
    release();
    await stopped;
    expect(await jobById(first)).toMatchObject({ state: 'done' });
    expect(await jobById(second)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('hands back a job that a claim on its way when stop() came took, untouched', async () => {
    let reached!: () => void;
    let go!: () => void;
    const claiming = new Promise<void>((resolve) => (reached = resolve));
    const held = new Promise<void>((resolve) => (go = resolve));
    /** Its first claim query waits until the test lets it go, as a slow query does. */
    class HeldClaim extends JobWorker {
      private first = true;
      protected override async claimNext(kinds: string[]) {
        if (this.first) {
          this.first = false;
          reached();
          await held;
        }
        return super.claimNext(kinds);
      }
    }
    const ran: unknown[] = [];
    const worker = new HeldClaim(
      database.db,
      log,
      { echo: { run: async (p) => void ran.push(p) } },
      fast,
    );
    workers.push(worker);
    await worker.start();
    await claiming;
    const stopped = worker.stop();
    // Enqueued after stop(), and the claim issued before it finds it.
    const id = await enqueueJob(database.db, { kind: 'echo', payload: {}, label: 'Danach' });
    go();
    await stopped;
    expect(ran).toEqual([]);
    expect(await jobById(id)).toMatchObject({
      state: 'pending',
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
    });
    // The next worker takes it at once and runs it once.
    const next = await startWorker({ echo: { run: async (p) => void ran.push(p) } });
    await next.drain();
    expect(ran).toEqual([{}]);
    expect(await jobById(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('gives up waiting on stop() after the grace time and leaves the job to its lease', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const worker = await startWorker(
      {
        hang: {
          run: () => {
            started();
            return new Promise<void>(() => {});
          },
        },
      },
      { ...fast, leaseMs: 500 },
    );
    const id = await enqueueJob(database.db, { kind: 'hang', payload: {}, label: 'Hängt' });
    await running;
    await worker.stop(50);
    expect(await jobById(id)).toMatchObject({ state: 'running', attempts: 1 });
    expect(logged.map((l) => l.message)).toContain(
      'Job-Warteschlange: 1 Job(s) beim Beenden abgebrochen',
    );
  });

  it('keeps a long attempt leased by its heartbeat, also past the lease', async () => {
    let runs = 0;
    let finish!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const worker = await startWorker(
      {
        long: {
          timeoutMs: null,
          run: () => {
            runs++;
            started();
            return new Promise<void>((resolve) => (finish = resolve));
          },
        },
      },
      { ...fast, leaseMs: 200, heartbeatMs: 40, pollMs: 20 },
    );
    const id = await enqueueJob(database.db, { kind: 'long', payload: {}, label: 'Lang' });
    await running;
    const first = (await jobById(id)).lockedUntil!.getTime();
    // Until it ran more than two leases long; polls and housekeeping run meanwhile.
    await until(async () => (await jobById(id)).lockedUntil!.getTime() > first + 300);
    const later = await jobById(id);
    expect(later).toMatchObject({ state: 'running', attempts: 1 });
    expect(later.lockedUntil!.getTime()).toBeGreaterThan(first + 300);
    finish();
    await worker.drain();
    expect(await jobById(id)).toMatchObject({ state: 'done', attempts: 1 });
    expect(runs).toBe(1);
  });

  it('never claims back its own live job when its heartbeat was late and the lease ran out', async () => {
    let runs = 0;
    let finish!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let claims = 0;
    /** Counts its claim queries: the test waits for some after the lease ran out. */
    class CountingClaims extends JobWorker {
      protected override claimNext(kinds: string[]) {
        claims++;
        return super.claimNext(kinds);
      }
    }
    // The embedded database busy with a long transaction: no heartbeat gets through in time.
    const worker = new CountingClaims(
      database.db,
      log,
      {
        long: {
          timeoutMs: null,
          run: () => {
            runs++;
            started();
            return new Promise<void>((resolve) => (finish = resolve));
          },
        },
      },
      { ...fast, leaseMs: 100, heartbeatMs: 60_000, pollMs: 20 },
    );
    workers.push(worker);
    await worker.start();
    const id = await enqueueJob(database.db, { kind: 'long', payload: {}, label: 'Lang' });
    await running;
    await database.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(jobs.id, id));
    const seen = claims;
    await until(() => claims >= seen + 5);
    expect(runs).toBe(1);
    expect(await jobById(id)).toMatchObject({ state: 'running', attempts: 1 });
    finish();
    await worker.drain();
    expect(await jobById(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('aborts the signal of a running attempt on stop() and hands the job back uncounted', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const reasons: unknown[] = [];
    const worker = await startWorker({
      stoppable: {
        timeoutMs: null,
        run: (_payload, attempt) => {
          started();
          return new Promise<void>((_, reject) => {
            attempt.signal.addEventListener('abort', () => {
              reasons.push(attempt.signal.reason);
              reject(new Error('unterbrochen'));
            });
          });
        },
      },
    });
    const id = await enqueueJob(database.db, { kind: 'stoppable', payload: {}, label: 'Halt' });
    await running;
    await worker.stop();
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toBeInstanceOf(JobStopped);
    expect(await jobById(id)).toMatchObject({
      state: 'pending',
      attempts: 0,
      lockedBy: null,
      lastError: null,
    });
  });

  it('aborts an attempt whose lease another worker took over, without recording a failure', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let aborted!: (reason: unknown) => void;
    const reason = new Promise<unknown>((resolve) => (aborted = resolve));
    const worker = await startWorker(
      {
        taken: {
          timeoutMs: null,
          run: (_payload, attempt) => {
            started();
            return new Promise<void>((_, reject) => {
              attempt.signal.addEventListener('abort', () => {
                aborted(attempt.signal.reason);
                reject(new Error('abgegeben'));
              });
            });
          },
        },
      },
      { ...fast, heartbeatMs: 30 },
    );
    const id = await enqueueJob(database.db, { kind: 'taken', payload: {}, label: 'Weg' });
    await running;
    await database.db.update(jobs).set({ lockedBy: 'other-worker' }).where(eq(jobs.id, id));
    expect(await reason).toBeInstanceOf(JobLeaseLost);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await jobById(id)).toMatchObject({ state: 'running', lockedBy: 'other-worker' });
    expect(logged.map((l) => l.message)).toContain('Job Weg: an einen anderen Worker übergeben');
    await database.db.update(jobs).set({ state: 'done' }).where(eq(jobs.id, id));
    await worker.drain();
  });
});

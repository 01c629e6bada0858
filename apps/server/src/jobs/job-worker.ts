import { EventEmitter, once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '@kontor/core/ids';
import type { Db } from '../db/database.ts';
import { ChannelListener } from '../lib/pg-listen.ts';
import { JOBS_CHANNEL } from './job-enqueue.ts';
import * as repo from './job-repository.ts';

/** What an attempt knows about itself. */
export interface JobAttempt {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /**
   * Aborted when the attempt should stop early: the worker is stopping (reason `JobStopped`;
   * an attempt that then throws is handed back, not counted) or its lease went to another
   * worker (`JobLeaseLost`), or it ran past its timeout. Short jobs may ignore it.
   */
  signal: AbortSignal;
}

export interface JobHandler {
  /** Runs one attempt; throwing (or exceeding the timeout) counts as a failed attempt. */
  run(payload: unknown, job: JobAttempt): Promise<void>;
  /**
   * How long an attempt may run before it is abandoned as failed: default the worker's
   * `leaseMs`; null for work of unknown length (an import), which the heartbeat keeps leased
   * for as long as it runs and which stops on its signal.
   */
  timeoutMs?: number | null;
}

/** The signal's reason when the worker stops: the attempt is handed back for the next start. */
export class JobStopped extends Error {
  override name = 'JobStopped';
  constructor() {
    super('Der Worker wird beendet');
  }
}

/** The signal's reason when the heartbeat found the job claimed by another worker. */
export class JobLeaseLost extends Error {
  override name = 'JobLeaseLost';
  constructor() {
    super('Der Auftrag wurde einem anderen Worker übergeben');
  }
}

export interface JobWorkerOptions {
  /** Poll this often even without a wake-up (lost NOTIFY, another instance's retry). */
  pollMs: number;
  /**
   * How long a claim lasts without a heartbeat, and an attempt's default timeout (running
   * longer, it is abandoned as failed). A live attempt's lease is extended every
   * `heartbeatMs`, so a worker that dies leaves its jobs to others within about `leaseMs`.
   */
  leaseMs: number;
  /** Default: a quarter of `leaseMs`. */
  heartbeatMs?: number;
  /** First retry after this long, doubling per attempt up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Jobs one instance runs at the same time. */
  concurrency: number;
}

export const DEFAULT_JOB_OPTIONS: JobWorkerOptions = {
  pollMs: 5_000,
  leaseMs: 2 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  concurrency: 2,
};

/** Wait before retry number `attempt` (1-based): base, 2·base, 4·base … capped. */
export function retryDelay(
  attempt: number,
  options: Pick<JobWorkerOptions, 'retryBaseMs' | 'retryMaxMs'>,
) {
  return Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempt - 1));
}

const HOUSEKEEPING_MS = 60 * 60_000;
/** Within the usual 30 s a process manager grants between SIGTERM and SIGKILL. */
const STOP_GRACE_MS = 20_000;
/** Ticks at most this often, also when the database says a job is due right now. */
const MIN_TICK_MS = 10;

/** The lease in the database outlasts the attempt's own timeout, so no one re-claims a live attempt. */
export const leaseInDatabase = (leaseMs: number) => leaseMs + Math.max(1_000, leaseMs / 10);

export class JobWorker {
  readonly id = `worker-${newId()}`;
  private readonly options: JobWorkerOptions;
  private readonly events = new EventEmitter();
  private readonly running = new Set<Promise<void>>();
  /** The abort controllers of the attempts in progress (stop() aborts them). */
  private readonly controllers = new Set<AbortController>();
  /** The heartbeats of those attempts; stop() ends them when its grace time is over. */
  private readonly heartbeats = new Set<{ stop(): void }>();
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private again = false;
  private stopped = true;
  private readonly listener: ChannelListener;
  private lastHousekeeping = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: Record<string, JobHandler>,
    options: Partial<JobWorkerOptions> = {},
  ) {
    this.options = { ...DEFAULT_JOB_OPTIONS, ...options };
    // A broken subscription is renewed on the next tick (housekeeping).
    this.listener = new ChannelListener(
      db,
      JOBS_CHANNEL,
      () => this.wake(),
      (error) => this.log.warn({ err: error }, 'Job-Warteschlange: LISTEN-Verbindung gestört'),
    );
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.listener.start();
    this.wake();
  }

  /**
   * Stops claiming (a claim already on its way hands its job back: pending, the attempt not
   * counted) and waits for the attempts in progress, at most `graceMs` (a process
   * manager kills a slow shutdown anyway); an attempt still running then is re-run by a
   * worker once its lease ends.
   */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    // Long attempts (an import) stop at their next step and are handed back.
    for (const controller of this.controllers) controller.abort(new JobStopped());
    await this.listener.stop();
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'over'>((resolve) => {
      graceTimer = setTimeout(() => resolve('over'), graceMs);
    });
    while (this.ticking || this.running.size > 0) {
      const result = await Promise.race([...this.running, once(this.events, 'cycle'), graceOver]);
      if (result === 'over') {
        this.log.warn(
          { running: this.running.size },
          `Job-Warteschlange: ${this.running.size} Job(s) beim Beenden abgebrochen`,
        );
        // Their leases run out now, so another instance takes them over.
        for (const heartbeat of this.heartbeats) heartbeat.stop();
        break;
      }
    }
    clearTimeout(graceTimer);
  }

  wake(): void {
    if (this.stopped) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    void this.tick();
  }

  /**
   * Tests: resolves once no job is pending or running (retries included). Waits for the
   * worker's own cycles (timer, NOTIFY, finished attempts), so the timers keep running.
   */
  async drain(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    this.wake();
    for (;;) {
      const cycle = once(this.events, 'cycle');
      if (this.running.size === 0 && !this.ticking && (await repo.countOpenJobs(this.db)) === 0) {
        return;
      }
      if (Date.now() > deadline) throw new Error('Job-Warteschlange wurde nicht leer');
      await cycle;
    }
  }

  private async tick(): Promise<void> {
    this.ticking = true;
    let nextInMs = this.options.pollMs;
    try {
      do {
        this.again = false;
        await this.claimAndRun();
      } while (this.again && !this.stopped);
      if (!this.stopped) nextInMs = await this.housekeeping();
    } catch (error) {
      this.log.error({ err: error }, 'Job-Warteschlange: Abfrage fehlgeschlagen');
    } finally {
      this.ticking = false;
      if (!this.stopped) this.timer = setTimeout(() => this.wake(), nextInMs);
      this.events.emit('cycle');
    }
  }

  private async claimAndRun(): Promise<void> {
    const kinds = Object.keys(this.handlers);
    while (!this.stopped && this.running.size < this.options.concurrency) {
      const job = await this.claimNext(kinds);
      if (!job) return;
      // stop() came while the claim was on its way (it may have taken a job enqueued after):
      // hand the job back untouched rather than start an attempt the shutdown would cut.
      if (this.stopped) {
        await this.handBack(job);
        return;
      }
      const attempt = this.attempt(job)
        .catch((error: unknown) => {
          this.log.error(
            { err: error, job: job.id },
            'Job-Warteschlange: Ergebnis nicht gespeichert',
          );
        })
        .finally(() => {
          this.running.delete(attempt);
          this.wake();
        });
      this.running.add(attempt);
    }
  }

  /** One claim query; tests override it to hold a claim in flight. */
  protected claimNext(kinds: string[]): Promise<repo.JobRow | undefined> {
    return repo.claimJob(this.db, this.id, kinds, leaseInDatabase(this.options.leaseMs));
  }

  private async handBack(job: repo.JobRow): Promise<void> {
    try {
      await repo.releaseJob(this.db, job.id, this.id);
    } catch (error) {
      // Its lease runs out then, and a worker runs it again (the attempt counted).
      this.log.warn(
        { err: error, job: job.id },
        `Job ${job.label}: beim Beenden nicht zurückgegeben`,
      );
    }
  }

  private async attempt(job: repo.JobRow): Promise<void> {
    const handler = this.handlers[job.kind]!;
    const controller = new AbortController();
    this.controllers.add(controller);
    const timeoutMs = handler.timeoutMs === undefined ? this.options.leaseMs : handler.timeoutMs;
    let timeout: NodeJS.Timeout | undefined;
    const heartbeat = this.heartbeat(job, controller);
    try {
      const work = handler.run(job.payload, {
        id: job.id,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        signal: controller.signal,
      });
      await (timeoutMs === null
        ? work
        : Promise.race([
            work,
            new Promise((_, reject) => {
              timeout = setTimeout(() => {
                const error = new Error(`Zeitüberschreitung nach ${timeoutMs} ms`);
                controller.abort(error);
                reject(error);
              }, timeoutMs);
            }),
          ]));
      if (!(await repo.completeJob(this.db, job.id, this.id))) {
        this.log.warn({ job: job.id }, `Job ${job.label}: Ergebnis verworfen (Lease abgelaufen)`);
      }
    } catch (error) {
      const reason: unknown = controller.signal.reason;
      if (controller.signal.aborted && reason instanceof JobStopped) {
        await this.handBack(job);
      } else if (controller.signal.aborted && reason instanceof JobLeaseLost) {
        this.log.warn({ job: job.id }, `Job ${job.label}: an einen anderen Worker übergeben`);
      } else {
        await this.recordFailure(job, error);
      }
    } finally {
      clearTimeout(timeout);
      heartbeat.stop();
      this.controllers.delete(controller);
    }
  }

  /**
   * Extends the attempt's lease every `heartbeatMs` while it runs, one extension at a time; a
   * row no longer held by this worker aborts the attempt (JobLeaseLost). A failed extension
   * (the database briefly away) is tried again at the next beat.
   */
  private heartbeat(job: repo.JobRow, controller: AbortController) {
    const every = this.options.heartbeatMs ?? Math.max(10, Math.floor(this.options.leaseMs / 4));
    let timer: NodeJS.Timeout | undefined;
    let ended = false;
    const beat = async () => {
      try {
        const held = await repo.extendLease(
          this.db,
          job.id,
          this.id,
          leaseInDatabase(this.options.leaseMs),
        );
        if (!held && !ended) controller.abort(new JobLeaseLost());
      } catch (error) {
        this.log.warn({ err: error, job: job.id }, `Job ${job.label}: Lease nicht verlängert`);
      }
      if (!ended) timer = setTimeout(() => void beat(), every);
    };
    timer = setTimeout(() => void beat(), every);
    const handle = {
      stop: () => {
        ended = true;
        clearTimeout(timer);
        this.heartbeats.delete(handle);
      },
    };
    this.heartbeats.add(handle);
    return handle;
  }

  private async recordFailure(job: repo.JobRow, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const result = await repo.failJob(
      this.db,
      job.id,
      this.id,
      message,
      retryDelay(job.attempts, this.options),
    );
    const context = { job: job.id, kind: job.kind, attempt: job.attempts, err: message };
    if (result?.state === 'failed') {
      this.log.error(context, `Job endgültig fehlgeschlagen: ${job.label}`);
    } else {
      this.log.warn(context, `Job fehlgeschlagen, neuer Versuch folgt: ${job.label}`);
    }
  }

  /** Fails jobs abandoned on their last attempt, prunes old rows; returns ms until next tick. */
  private async housekeeping(): Promise<number> {
    await this.listener.renew();
    for (const job of await repo.failExpiredJobs(this.db, this.id)) {
      this.log.error({ job: job.id, kind: job.kind }, `Job endgültig fehlgeschlagen: ${job.label}`);
    }
    if (Date.now() - this.lastHousekeeping > HOUSEKEEPING_MS) {
      this.lastHousekeeping = Date.now();
      await repo.deleteOldJobs(this.db);
    }
    // A full worker is woken by its own finishing attempts.
    if (this.running.size >= this.options.concurrency) return this.options.pollMs;
    const untilNext = await repo.msUntilNextJob(this.db, Object.keys(this.handlers));
    return Math.max(MIN_TICK_MS, Math.min(this.options.pollMs, untilNext ?? Infinity));
  }
}

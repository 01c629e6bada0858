import { EventEmitter, once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '@kontor/core/ids';
import type { Db } from '../db/database.ts';
import { ChannelListener } from '../lib/pg-listen.ts';
import { JOBS_CHANNEL } from './job-enqueue.ts';
import * as repo from './job-repository.ts';

export interface JobHandler {
  /** Runs one attempt; throwing (or exceeding the lease) counts as a failed attempt. */
  run(payload: unknown, job: { id: string; attempt: number }): Promise<void>;
}

export interface JobWorkerOptions {
  /** Poll this often even without a wake-up (lost NOTIFY, another instance's retry). */
  pollMs: number;
  /** How long a claimed job stays claimed; an attempt running longer is abandoned as failed. */
  leaseMs: number;
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
   * Stops claiming and waits for the attempts in progress, at most `graceMs` (a process
   * manager kills a slow shutdown anyway); an attempt still running then is re-run by a
   * worker once its lease ends.
   */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
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
      nextInMs = await this.housekeeping();
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
      const job = await repo.claimJob(
        this.db,
        this.id,
        kinds,
        leaseInDatabase(this.options.leaseMs),
      );
      if (!job) return;
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

  private async attempt(job: repo.JobRow): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.handlers[job.kind]!.run(job.payload, { id: job.id, attempt: job.attempts }),
        new Promise((_, reject) => {
          timeout = setTimeout(
            () => reject(new Error(`Zeitüberschreitung nach ${this.options.leaseMs} ms`)),
            this.options.leaseMs,
          );
        }),
      ]);
      if (!(await repo.completeJob(this.db, job.id, this.id))) {
        this.log.warn({ job: job.id }, `Job ${job.label}: Ergebnis verworfen (Lease abgelaufen)`);
      }
    } catch (error) {
      await this.recordFailure(job, error);
    } finally {
      clearTimeout(timeout);
    }
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
    for (const job of await repo.failExpiredJobs(this.db)) {
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

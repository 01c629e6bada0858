import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/database.ts';

/** Channel names are interpolated into LISTEN; only plain identifiers are taken. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Calls `onWake` with the payload on every NOTIFY on `channel`: on PGlite in process, on PostgreSQL on one
 * dedicated pool connection. Returns the function that stops listening. `onError` hears of a
 * broken connection (its owner polls anyway, so nothing is lost meanwhile).
 */
async function listenOn(
  db: Db,
  channel: string,
  onWake: (payload: string) => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${channel}`);
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    return client.listen(channel, (payload) => onWake(payload));
  }
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let broken = false;
    connection.on('notification', (message) => onWake(message.payload ?? ''));
    connection.on('error', (error) => {
      broken = true;
      onError(error);
    });
    try {
      await connection.query(`listen ${channel}`);
    } catch (error) {
      connection.release(true);
      throw error;
    }
    return async () => {
      if (!broken) await connection.query(`unlisten ${channel}`).catch(onError);
      connection.release(broken);
    };
  }
  return async () => {};
}

/**
 * A LISTEN subscription for a component that also polls (the job worker, the notification
 * delivery): `start()` subscribes, `renew()` (called from each poll) subscribes again after
 * the connection broke or a subscription failed, `stop()` unsubscribes. The poll covers what
 * arrived while the subscription was down, so errors are only reported.
 */
export class ChannelListener {
  private unlisten: (() => Promise<void>) | undefined;
  private broken = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly channel: string,
    private readonly onWake: (payload: string) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.unsubscribe();
    // Stays broken if subscribing throws, so the next renew() tries again.
    this.broken = true;
    const unlisten = await listenOn(this.db, this.channel, this.onWake, (error) => {
      this.broken = true;
      this.onError(error);
    });
    this.broken = false;
    // Stopped while subscribing: do not leave the connection behind.
    if (this.stopped) await unlisten();
    else this.unlisten = unlisten;
  }

  async renew(): Promise<void> {
    if (this.broken && !this.stopped) await this.start();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.unsubscribe();
  }

  private async unsubscribe(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.();
  }
}

import { sql } from 'drizzle-orm';
import { mailThrottleTexts } from '@kontor/core/mail-throttle-texts';
import type { DbOrTx, Tx } from '../db/database.ts';
import { queryRows } from '../db/sql.ts';
import { clientNetwork } from './client-network.ts';
import { HttpProblem } from './problem.ts';

/**
 * The throttle of every mail a user can send to one address (docs/security.md, Mails): per
 * recipient address and per sender (the acting user, or the client's network when anonymous),
 * each within a minute and within an hour. The counters are rows of `login_throttle`
 * ('mail:<kind>:to:<address>|<window>', 'mail:<kind>:from:<sender>|<window>').
 */
export type MailKind = 'invitation' | 'password-reset' | 'form-reply' | 'form-test';

/** At most `limit` mails in a fixed window of `seconds` (counted from the first of the window). */
export interface MailWindow {
  limit: number;
  seconds: number;
}

/** One address: one mail a minute, five an hour, whoever sends them. */
export const RECIPIENT_WINDOWS: readonly MailWindow[] = [
  { limit: 1, seconds: 60 },
  { limit: 5, seconds: 3600 },
];
/**
 * One sender: enough to invite a team in a row, too little to spray mails at strangers (each
 * of them still gets at most the recipient's number).
 */
export const SENDER_WINDOWS: readonly MailWindow[] = [
  { limit: 5, seconds: 60 },
  { limit: 30, seconds: 3600 },
];

export type MailSender = { userId: string } | { ip: string };

const senderKey = (sender: MailSender) =>
  'userId' in sender ? `user:${sender.userId}` : `net:${clientNetwork(sender.ip)}`;

/** A mail refused by the throttle: answered 429 with Retry-After. */
export class MailThrottled extends HttpProblem {
  constructor(
    readonly retryAfter: number,
    readonly by: 'recipient' | 'sender',
  ) {
    super(429, mailThrottleTexts[by](retryAfter));
    this.headers = { 'retry-after': String(retryAfter) };
  }
}

interface Counter {
  key: string;
  window: MailWindow;
  by: 'recipient' | 'sender';
}

/**
 * Counts one mail in a window unless the window is full: one statement, which holds the row's
 * lock until the transaction ends, so a concurrent reservation (on any instance) waits and then
 * sees the full window. Returns whether the mail was counted.
 */
async function take(tx: DbOrTx, { key, window }: Counter): Promise<boolean> {
  const { limit, seconds } = window;
  const stale = sql`t.window_start <= now() - make_interval(secs => ${seconds}::float8)`;
  const count = sql`case when ${stale} then 1 else t.failures + 1 end`;
  const start = sql`case when ${stale} then now() else t.window_start end`;
  const rows = await queryRows<{ key: string }>(
    tx,
    sql`insert into login_throttle as t (key, failures, window_start, locked_until)
        values (${key}, 1, now(),
          case when 1 >= ${limit}::int then now() + make_interval(secs => ${seconds}::float8) end)
        on conflict (key) do update set
          failures = ${count},
          window_start = ${start},
          locked_until = case when ${count} >= ${limit}::int
            then ${start} + make_interval(secs => ${seconds}::float8) end
        where t.locked_until is null or t.locked_until <= now()
        returning t.key`,
  );
  return rows.length === 1;
}

async function secondsUntilFree(tx: DbOrTx, key: string): Promise<number> {
  const rows = await queryRows<{ seconds: number | string | null }>(
    tx,
    sql`select extract(epoch from (locked_until - now())) as seconds
        from login_throttle where key = ${key}`,
  );
  return Math.max(1, Math.ceil(Number(rows[0]?.seconds ?? 1)));
}

/**
 * Reserves one mail of `kind` to `to` by `sender`, or throws `MailThrottled` (429). All
 * counters are taken together or none: inside a savepoint of the caller's transaction, which is
 * the transaction that queues the mail, so a refused or failed write counts nothing either.
 * Counters are taken in key order, so two reservations never wait for each other in a circle.
 */
export async function reserveMail(tx: Tx, kind: MailKind, to: string, sender: MailSender) {
  await reserve(tx, [
    ...recipientCounters(kind, to),
    ...SENDER_WINDOWS.map((window) => ({
      key: `mail:${kind}:from:${senderKey(sender)}|${window.seconds}`,
      window,
      by: 'sender' as const,
    })),
  ]);
}

/**
 * Reserves one mail by the recipient's windows only, for a superuser's mail to each member of
 * a project at once ('Einladungen senden' after an import): the sender windows would stop it
 * after five, while each address still gets no more than its own number.
 */
export async function reserveRecipientMail(tx: Tx, kind: MailKind, to: string) {
  await reserve(tx, recipientCounters(kind, to));
}

function recipientCounters(kind: MailKind, to: string): Counter[] {
  const address = to.trim().toLowerCase();
  return RECIPIENT_WINDOWS.map((window) => ({
    key: `mail:${kind}:to:${address}|${window.seconds}`,
    window,
    by: 'recipient' as const,
  }));
}

async function reserve(tx: Tx, unsorted: Counter[]) {
  const counters = [...unsorted].sort((a, b) => (a.key < b.key ? -1 : 1));
  await tx.transaction(async (savepoint) => {
    const full: Counter[] = [];
    for (const counter of counters) {
      if (!(await take(savepoint, counter))) full.push(counter);
    }
    if (full.length === 0) return;
    // The longest wait decides (one after another: one client runs one query at a time).
    let worst = { counter: full[0]!, seconds: 0 };
    for (const counter of full) {
      const seconds = await secondsUntilFree(savepoint, counter.key);
      if (seconds > worst.seconds) worst = { counter, seconds };
    }
    const { counter, seconds } = worst;
    throw new MailThrottled(seconds, counter.by);
  });
}

/** Whether a reservation was refused; for mails that are simply not sent then (form replies). */
export async function tryReserveMail(tx: Tx, kind: MailKind, to: string, sender: MailSender) {
  try {
    await reserveMail(tx, kind, to, sender);
    return true;
  } catch (error) {
    if (error instanceof MailThrottled) return false;
    throw error;
  }
}

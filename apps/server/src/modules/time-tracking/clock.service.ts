import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import type { ClockResult, RunningShift } from '@kontor/core/schemas/time-tracking-api';
import {
  clockMessages,
  isClockEventLate,
  type ClockEvent,
  type ClockEventBody,
  type ClockStatus,
} from '@kontor/core/schemas/worker-app';
import {
  checkClockEvent,
  clockEntry,
  clockEntryDraft,
  clockStateOf,
  isShiftExpired,
  lateReceivedAt,
  runningShiftOf,
  type ClockMark,
} from '@kontor/core/time-tracking/clock';
import type { Db, DbOrTx } from '../../db/database.ts';
import { clockEvents } from '../../db/schema/time-clock.ts';
import { publishLive } from '../../lib/live-events.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import * as entries from './entries.service.ts';
import type { TimeAccess } from './time-access.ts';

type EventRow = typeof clockEvents.$inferSelect;

interface ClockOwner {
  projectId: string;
  userId: string;
}

const own = (owner: ClockOwner) =>
  and(eq(clockEvents.projectId, owner.projectId), eq(clockEvents.userId, owner.userId));

/** The events from the user's last 'in' on (the running shift, or the one 'out' closed). */
async function lastShift(db: DbOrTx, access: ClockOwner): Promise<EventRow[]> {
  const [lastIn] = await db
    .select()
    .from(clockEvents)
    .where(and(own(access), eq(clockEvents.kind, 'in')))
    .orderBy(desc(clockEvents.deviceTime), desc(clockEvents.receivedAt))
    .limit(1);
  if (!lastIn) return [];
  const rows = await db
    .select()
    .from(clockEvents)
    .where(and(own(access), gte(clockEvents.deviceTime, lastIn.deviceTime)))
    .orderBy(asc(clockEvents.deviceTime), asc(clockEvents.receivedAt));
  // An 'out' at the very time of this 'in' belongs to the shift before.
  return rows.slice(rows.findIndex((row) => row.id === lastIn.id));
}

const markOf = (row: EventRow): ClockMark => ({ kind: row.kind, at: row.deviceTime.getTime() });

function eventView(row: EventRow): ClockEvent {
  const deviceTime = row.deviceTime.toISOString();
  const receivedAt = row.receivedAt.toISOString();
  return {
    id: row.id,
    kind: row.kind,
    deviceTime,
    receivedAt,
    deviceId: row.deviceId,
    deviceSeq: row.deviceSeq,
    late: isClockEventLate(deviceTime, receivedAt),
  };
}

function statusOf(shift: readonly EventRow[], now: Date): ClockStatus {
  const marks = shift.map(markOf);
  // A shift left running for more than 24 h can not be closed; the next 'in' starts afresh.
  const state = isShiftExpired(marks, now.getTime()) ? 'off' : clockStateOf(marks);
  const last = shift.at(-1);
  return {
    state,
    since: state === 'off' || !last ? null : last.deviceTime.toISOString(),
    events: shift.map(eventView),
    entryId: last?.kind === 'out' ? last.entryId : null,
  };
}

export async function status(db: Db, access: TimeAccess): Promise<ClockStatus> {
  return statusOf(await lastShift(db, access), new Date());
}

/** The user's shift clocked in and not out ('läuft seit 07:00' in the office's month), or null. */
export async function runningShift(db: Db, owner: ClockOwner): Promise<RunningShift | null> {
  const running = runningShiftOf((await lastShift(db, owner)).map(markOf), Date.now());
  return running && { ...running, startedAt: new Date(running.startedAt).toISOString() };
}

/** The work time of the shift the 'out' closes, checked and stored like a slide-in's time. */
async function closeShift(
  tx: DbOrTx,
  access: TimeAccess,
  shift: readonly EventRow[],
  out: EventRow,
  comment: string,
) {
  const entry = clockEntry([...shift, out].map(markOf));
  const input = { ...clockEntryDraft(entry), fullDay: false, comment };
  const late = lateReceivedAt([...shift, out].map(eventView));
  return entries.createFromDraft(tx, access, input, entry, {
    lateReceivedAt: late ? new Date(late) : null,
  });
}

export interface RecordedClock {
  /** True when the device already sent this event: nothing stored, the current status. */
  replay: boolean;
  result: ClockResult;
}

/**
 * One clock event of the caller. The per-user lock is taken before the last events are read,
 * so two events sent at once are judged one after the other; an 'out' stores its time entry
 * in the same transaction (an overlap refuses both).
 */
export async function record(
  db: Db,
  access: TimeAccess,
  body: ClockEventBody,
  retried = false,
): Promise<RecordedClock> {
  try {
    return await db.transaction(async (tx) => {
      const lockKey = `clock:${access.projectId}:${access.userId}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
      const [sent] = await tx
        .select()
        .from(clockEvents)
        .where(
          and(
            own(access),
            eq(clockEvents.deviceId, body.deviceId),
            eq(clockEvents.deviceSeq, body.deviceSeq),
          ),
        );
      const now = new Date();
      if (sent) return replayOf(sent, body, await lastShift(tx, access), now);
      const shift = await lastShift(tx, access);
      const row: EventRow = {
        id: newId(),
        projectId: access.projectId,
        userId: access.userId,
        kind: body.kind,
        deviceTime: new Date(body.deviceTime),
        receivedAt: now,
        deviceId: body.deviceId,
        deviceSeq: body.deviceSeq,
        entryId: null,
      };
      const refusal = checkClockEvent(shift.map(markOf), markOf(row), now.getTime());
      if (refusal) throw new HttpProblem(refusal.status, refusal.message);
      const closed =
        body.kind === 'out'
          ? await closeShift(tx, access, shift, row, body.comment ?? '')
          : undefined;
      row.entryId = closed?.entry.id ?? null;
      await tx.insert(clockEvents).values(row);
      // The office's open Mitarbeiterübersicht shows 'läuft seit …' (or the new time) at once.
      await publishLive(tx, {
        projectId: access.projectId,
        audience: '/time-tracking',
        topic: 'time-clock',
        userId: access.userId,
      });
      const running = body.kind === 'in' ? [row] : [...shift, row];
      return { replay: false, result: { ...statusOf(running, now), day: closed?.day ?? null } };
    });
  } catch (error) {
    // Sent twice at once: the unique key let one through; answer the other as a replay.
    if (!retried && isUniqueViolation(error, 'clock_events_device_seq_key')) {
      return record(db, access, body, true);
    }
    throw error;
  }
}

/** The same event again answers the status; another event under a used number is refused. */
function replayOf(
  sent: EventRow,
  body: ClockEventBody,
  shift: readonly EventRow[],
  now: Date,
): RecordedClock {
  if (sent.kind !== body.kind || sent.deviceTime.getTime() !== Date.parse(body.deviceTime)) {
    throw new HttpProblem(409, clockMessages.sequenceUsed);
  }
  return { replay: true, result: { ...statusOf(shift, now), day: null } };
}

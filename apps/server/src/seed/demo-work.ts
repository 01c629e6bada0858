import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { berlinToday, dueDays, weekBounds } from '@kontor/core/scheduling/index';
import type { TaskSchedule } from '@kontor/core/scheduling/index';
import { addDays } from '@kontor/core/time-tracking/local-date';
import type { FileStorage } from '../files/storage.ts';
import * as tasks from '../modules/tasks/tasks.service.ts';
import * as tickets from '../modules/tickets/tickets.service.ts';
import type { Db } from '../db/database.ts';
import { tasks as taskTable } from '../db/schema/tasks.ts';

/** Start, close and archive touch no file: the bulk step's storage is never reached. */
const noFiles = {
  storage: undefined as unknown as FileStorage,
  log: undefined as unknown as FastifyBaseLogger,
};

const single = (date: string): TaskSchedule => ({
  type: 'single',
  category: 'fixed',
  dates: [date],
  time: null,
});

interface Place {
  propertyId: string;
  staff: string[];
}

/**
 * Tickets on every page (Offen, In Bearbeitung, Geschlossen, Archiv) and tasks in every state
 * and tab (Diese Woche, Überfällig, Ab nächster Woche, Kein Datum), through the modules' services.
 */
export async function seedDemoWork(db: Db, projectId: string, officeId: string, places: Place[]) {
  const today = berlinToday(Date.now());
  const at = (i: number) => places[i % places.length]!;
  const ticket = (i: number, title: string, description: string) =>
    tickets.create(db, projectId, officeId, { title, description, propertyId: at(i).propertyId });
  const step = async (action: 'start' | 'close' | 'archive', id: string) =>
    tickets.bulk({ db, ...noFiles }, projectId, action, [id]);

  await ticket(0, 'Klingelanlage defekt', 'Mieterin 2. OG meldet: Klingel ohne Funktion.');
  await ticket(1, 'Wasserfleck an der Decke im Keller', '');
  const leak = await ticket(2, 'Tropfender Wasserhahn Waschküche', 'Dichtung vermutlich hin.');
  await step('start', leak.id);
  const light = await ticket(3, 'Treppenhauslicht flackert', '');
  for (const action of ['start', 'close'] as const) await step(action, light.id);
  const snow = await ticket(4, 'Schnee auf dem Gehweg nicht geräumt', '');
  for (const action of ['start', 'close', 'archive'] as const) await step(action, snow.id);

  const task = (i: number, title: string, schedule: TaskSchedule | null, assigned = true) =>
    tasks.create(db, projectId, officeId, {
      title,
      description: '',
      propertyId: at(i).propertyId,
      schedule,
      assignedStaff: assigned ? at(i).staff : [],
    });
  await task(0, 'Treppenhaus reinigen', single(today));
  await task(1, 'Mülltonnen rausstellen', single(addDays(today, 1)), false);
  await task(2, 'Heizungsablesung vorbereiten', single(addDays(today, 10)));
  await task(3, 'Spielplatz-Sand austauschen', null);
  await task(4, 'Hecke schneiden', null, false);
  await tasks.create(db, projectId, officeId, {
    title: 'Wasserhahn Waschküche abdichten',
    propertyId: at(2).propertyId,
    assignedStaff: at(2).staff,
    ticketId: leak.id,
    schedule: single(addDays(today, 2)),
  });

  // Planned for last week and not done: the schedule as it was saved back then.
  const late = await task(5, 'Dachrinne säubern', single(today));
  const lastWeek = single(addDays(today, -5));
  await db
    .update(taskTable)
    .set({ schedule: lastWeek, ...dueDays(lastWeek, weekBounds(today)) })
    .where(and(eq(taskTable.id, late.id), eq(taskTable.projectId, projectId)));

  const done = async (i: number, title: string) => {
    const created = await task(i, title, single(today));
    return tasks.execute(db, projectId, at(i).staff[0]!, created.id, { version: created.version });
  };
  await done(0, 'Kellerfenster schließen');
  const closed = await done(1, 'Laub im Hof entfernen');
  const archived = await done(2, 'Streugut auffüllen');
  await tasks.bulk(db, projectId, officeId, 'close', [closed.id, archived.id]);
  await tasks.bulk(db, projectId, officeId, 'archive', [archived.id]);
}

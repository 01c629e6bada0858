import { berlinToday } from '@kontor/core/scheduling/index';
import {
  workerAppMessages,
  type Agenda,
  type AgendaItem,
  type AgendaQuery,
  type AgendaVisit,
} from '@kontor/core/schemas/worker-app';
import {
  addDays,
  datesBetween,
  toDayNumber,
  type LocalDate,
} from '@kontor/core/time-tracking/local-date';
import type { Db } from '../../db/database.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { assignedTasks, type AgendaTaskRow } from './agenda.repository.ts';

/** Where the agenda's visits come from (the tours module, composed in app.ts). */
export type AgendaVisitSource = (
  db: Db,
  projectId: string,
  workerId: string,
  from: LocalDate,
  to: LocalDate,
) => Promise<{
  visits: { date: LocalDate; item: AgendaVisit }[];
  holidays: ReadonlyMap<LocalDate, string>;
}>;

export const MAX_AGENDA_DAYS = 14;
const DEFAULT_AGENDA_DAYS = 7;

/** The asked days (Berlin): from today for a week by default; 400 beyond 14 days or reversed. */
export function agendaRange(query: AgendaQuery, today: LocalDate) {
  const from = query.from ?? today;
  const to = query.to ?? addDays(from, DEFAULT_AGENDA_DAYS - 1);
  const days = toDayNumber(to) - toDayNumber(from) + 1;
  if (days < 1 || days > MAX_AGENDA_DAYS) {
    throw new HttpProblem(400, workerAppMessages.rangeInvalid, {
      to: [workerAppMessages.rangeInvalid],
    });
  }
  return { from, to };
}

const byPropertyName = (a: AgendaVisit, b: AgendaVisit) =>
  a.property.name.localeCompare(b.property.name, 'de') ||
  a.serviceName.localeCompare(b.serviceName, 'de') ||
  a.entryId.localeCompare(b.entryId);

/**
 * The caller's agenda: per day the visits (by property name), then the tasks due that day
 * (tasks due before `from` on the first day, overdue), in the query's order (due date, title);
 * undated tasks apart.
 */
export async function agendaOf(
  db: Db,
  visitSource: AgendaVisitSource,
  projectId: string,
  userId: string,
  query: AgendaQuery,
): Promise<Agenda> {
  const { from, to } = agendaRange(query, berlinToday(Date.now()));
  const [tour, tasks] = await Promise.all([
    visitSource(db, projectId, userId, from, to),
    assignedTasks(db, projectId, userId, to),
  ]);
  const items = new Map<LocalDate, AgendaItem[]>(datesBetween(from, to).map((d) => [d, []]));
  const visits = [...tour.visits].sort((a, b) => byPropertyName(a.item, b.item));
  for (const { date, item } of visits) items.get(date)?.push(item);
  const undated: Agenda['undated'] = [];
  for (const task of tasks) placeTask(task, from, items, undated);
  return {
    from,
    to,
    days: [...items].map(([date, dayItems]) => ({
      date,
      holiday: tour.holidays.get(date) ?? null,
      items: dayItems,
    })),
    undated,
  };
}

function placeTask(
  task: AgendaTaskRow,
  from: LocalDate,
  items: Map<LocalDate, AgendaItem[]>,
  undated: Agenda['undated'],
) {
  if (task.dueDate === null) {
    undated.push({ ...task, overdue: false });
    return;
  }
  const overdue = task.dueDate < from;
  items.get(overdue ? from : task.dueDate)?.push({ ...task, overdue });
}

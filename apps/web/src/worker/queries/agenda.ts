import type { Agenda, AgendaItem, AgendaTask, AgendaVisit } from '@kontor/core/schemas/worker-app';
import { addDays } from '@kontor/core/time-tracking/local-date';

const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/** A day's heading: 'Heute', 'Morgen', else 'Mittwoch, 02.12.'. */
export function dayTitle(date: string, today: string): string {
  if (date === today) return 'Heute';
  if (date === addDays(today, 1)) return 'Morgen';
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday}, ${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.`;
}

/** The days to show from `from` on, at most `count`, each with its items in the server's order. */
export function agendaDays(agenda: Agenda, from: string, count: number) {
  return agenda.days.filter((day) => day.date >= from).slice(0, count);
}

/** The outbox target of an item: a waiting change to it shows 'wird übertragen'. */
export function targetOf(item: AgendaItem): { type: string; id: string } {
  return item.kind === 'task'
    ? { type: 'task', id: item.id }
    : { type: 'visit', id: `${item.entryId}/${item.plannedDate}` };
}

export function itemKey(item: AgendaItem): string {
  const target = targetOf(item);
  return `${target.type}:${target.id}`;
}

export function findTask(agenda: Agenda | undefined, taskId: string): AgendaTask | null {
  if (!agenda) return null;
  const all = [...agenda.days.flatMap((day) => day.items), ...agenda.undated];
  return all.find((item): item is AgendaTask => item.kind === 'task' && item.id === taskId) ?? null;
}

/** The day a visit is on in the agenda (a holiday may have moved it off its planned date). */
export function visitDay(agenda: Agenda | undefined, visit: AgendaVisit): string | null {
  const day = agenda?.days.find((d) => d.items.includes(visit));
  return day?.date ?? null;
}

export function findVisit(
  agenda: Agenda | undefined,
  entryId: string,
  plannedDate: string,
): AgendaVisit | null {
  if (!agenda) return null;
  for (const day of agenda.days)
    for (const item of day.items)
      if (item.kind === 'visit' && item.entryId === entryId && item.plannedDate === plannedDate)
        return item;
  return null;
}

/**
 * The phone's maps app for an address. A Google Maps search URL, not `geo:`: Android opens
 * it in the Maps app (app link), iOS in Google Maps when installed and otherwise in the
 * browser, while iOS Safari does not handle `geo:` at all.
 */
export function mapsUrl(address: string): string {
  const oneLine = address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(oneLine)}`;
}

/** Whether an item is finished (executed task, done visit). */
export function isDone(item: AgendaItem): boolean {
  return item.kind === 'task'
    ? item.state === 'executed' || item.state === 'completed' || item.state === 'archived'
    : item.status === 'done';
}

/**
 * Of the agendas kept on the phone, the one to show for `date` while its own is not loaded
 * (offline on a new morning: yesterday's week still holds today): the latest that covers it.
 */
export function coveringAgenda(agendas: readonly (Agenda | undefined)[], date: string) {
  return agendas
    .filter((agenda): agenda is Agenda => !!agenda && agenda.from <= date && date <= agenda.to)
    .sort((a, b) => b.from.localeCompare(a.from))[0];
}

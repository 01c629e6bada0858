import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Agenda, ClockStatus } from '@kontor/core/schemas/worker-app';
import type { MonthView } from '@kontor/core/schemas/time-tracking-api';
import type { AbsenceView } from '@kontor/core/schemas/time-tracking-api';
import type { DocumentList } from '@kontor/core/schemas/documents';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { toLocal } from '@kontor/core/time-tracking/berlin-time';
import { coveringAgenda } from './agenda.ts';
import { NETWORK_ERROR, toApiError, ApiError } from '../../lib/api-client.ts';

/** Today in Europe/Berlin, 'YYYY-MM-DD'. */
export function berlinDate(now: Date = new Date()): string {
  return toLocal(Math.floor(now.getTime() / 60_000)).date;
}

/** A GET of the worker's data; errors as the console's ApiError (German text). */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/** POST of a read-only check (no state change: not through the outbox). */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, answer);
  return answer as T;
}

/** Every key starts with the user and the project: a shared phone shows nobody else's data. */
export const workerKey = (userId: string, projectId: string, ...rest: unknown[]) => [
  'worker',
  userId,
  projectId,
  ...rest,
];

export interface Scope {
  userId: string;
  projectId: string;
}

/** One week from today: Heute, Woche, Aufgabe and Besuch read the same answer. */
export function useAgenda({ userId, projectId }: Scope) {
  const queryClient = useQueryClient();
  const from = berlinDate();
  const to = addDays(from, 6);
  return useQuery<Agenda>({
    queryKey: workerKey(userId, projectId, 'agenda', from, to),
    queryFn: ({ signal }) =>
      getJson<Agenda>(`/api/projects/${projectId}/worker/agenda?from=${from}&to=${to}`, signal),
    // Offline on a new day: an earlier week that holds today, until today's week is loaded.
    placeholderData: () =>
      coveringAgenda(
        queryClient
          .getQueriesData<Agenda>({ queryKey: workerKey(userId, projectId, 'agenda') })
          .map(([, agenda]) => agenda),
        from,
      ),
  });
}

export const timeBase = (projectId: string) => `/api/projects/${projectId}/time-tracking`;

export function useClock({ userId, projectId }: Scope) {
  return useQuery({
    queryKey: workerKey(userId, projectId, 'clock'),
    queryFn: ({ signal }) => getJson<ClockStatus>(`${timeBase(projectId)}/clock`, signal),
  });
}

/** The month's Mitarbeiterübersicht: days, Soll/Ist/Saldo and Urlaub (as the console reads). */
export function useMonth({ userId, projectId }: Scope, date: string) {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return useQuery({
    queryKey: workerKey(userId, projectId, 'month', year, month),
    queryFn: ({ signal }) =>
      getJson<MonthView>(`${timeBase(projectId)}/users/${userId}/months/${year}/${month}`, signal),
  });
}

export function useAbsences({ userId, projectId }: Scope) {
  return useQuery({
    queryKey: workerKey(userId, projectId, 'absences'),
    queryFn: ({ signal }) =>
      getJson<{ items: AbsenceView[] }>(`${timeBase(projectId)}/absences`, signal),
  });
}

export function useTaskDocuments({ userId, projectId }: Scope, taskId: string) {
  return useQuery({
    queryKey: workerKey(userId, projectId, 'task-documents', taskId),
    queryFn: ({ signal }) =>
      getJson<DocumentList>(`/api/projects/${projectId}/tasks/${taskId}/documents`, signal),
  });
}

/** An image's thumbnail (the images API serves it with long-lived cache headers). */
export function thumbnailUrl(projectId: string, imageId: string, width = 240): string {
  return `/api/projects/${projectId}/images/${imageId}/thumbnail?w=${width}`;
}

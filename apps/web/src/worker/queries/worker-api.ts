import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Agenda } from '@kontor/core/schemas/worker-app';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { berlinToday } from '@kontor/core/scheduling/week-grouping';
import { coveringAgenda } from './agenda.ts';
import { workerKey } from './worker-key.ts';
import { api, apiPath, unwrap } from '../../lib/api-client.ts';

export interface Scope {
  userId: string;
  projectId: string;
}

/** One week from today: Heute, Woche, Aufgabe and Besuch read the same answer. */
export function useAgenda({ userId, projectId }: Scope) {
  const queryClient = useQueryClient();
  const from = berlinToday(Date.now());
  const to = addDays(from, 6);
  return useQuery<Agenda>({
    queryKey: workerKey(userId, projectId, 'agenda', from, to),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/worker/agenda', {
          params: { path: { projectId }, query: { from, to } },
          signal,
        }),
      ),
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

export function useClock({ userId, projectId }: Scope) {
  return useQuery({
    queryKey: workerKey(userId, projectId, 'clock'),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/clock', {
          params: { path: { projectId } },
          signal,
        }),
      ),
  });
}

/** The month's Mitarbeiterübersicht: days, Soll/Ist/Saldo and Urlaub (as the console reads). */
export function useMonth({ userId, projectId }: Scope, date: string) {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return useQuery({
    queryKey: workerKey(userId, projectId, 'month', year, month),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/users/{userId}/months/{year}/{month}', {
          params: { path: { projectId, userId, year, month } },
          signal,
        }),
      ),
  });
}

export function useAbsences({ userId, projectId }: Scope) {
  return useQuery({
    queryKey: workerKey(userId, projectId, 'absences'),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/absences', {
          params: { path: { projectId } },
          signal,
        }),
      ),
  });
}

export function useTaskDocuments({ userId, projectId }: Scope, taskId: string) {
  return useQuery({
    queryKey: workerKey(userId, projectId, 'task-documents', taskId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/tasks/{taskId}/documents', {
          params: { path: { projectId, taskId } },
          signal,
        }),
      ),
  });
}

/** An image's thumbnail (the images API serves it with long-lived cache headers). */
export function thumbnailUrl(projectId: string, imageId: string, width = 240): string {
  return apiPath(
    '/api/projects/{projectId}/images/{imageId}/thumbnail',
    { projectId, imageId },
    { w: width },
  );
}

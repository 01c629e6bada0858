import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  MonthResetBody,
  RefuseAbsenceBody,
  checkTimeEntryBodySchema,
  createAbsenceBodySchema,
  TimeEntryBody,
  UpdateTimeEntryBody,
  updateAbsenceBodySchema,
} from '@kontor/core/schemas/time-tracking-api';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useLiveEvent } from '../../../lib/live-events.ts';

/** Every time-tracking query of a project starts with this key; writes refresh them all. */
const timeKey = (projectId: string) => ['projects', projectId, 'time-tracking'] as const;

function useTimeMutation<A, R>(projectId: string, run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKey(projectId) }),
  });
}

export function useMonthView(
  projectId: string,
  userId: string | null,
  year: number,
  month: number,
) {
  return useQuery({
    queryKey: [...timeKey(projectId), 'month', userId, year, month] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/users/{userId}/months/{year}/{month}', {
          params: { path: { projectId, userId: userId ?? '', year, month } },
          signal,
        }),
      ),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A time clock event of a user (live stream) makes their month views read again. */
export function useLiveMonthRefresh(projectId: string) {
  const queryClient = useQueryClient();
  useLiveEvent('time-clock', (event) => {
    void queryClient.invalidateQueries({
      queryKey: [...timeKey(projectId), 'month', event.userId],
    });
  });
}

export function useYearView(projectId: string, userId: string, year: number, enabled: boolean) {
  return useQuery({
    queryKey: [...timeKey(projectId), 'year', userId, year] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/users/{userId}/years/{year}', {
          params: { path: { projectId, userId, year } },
          signal,
        }),
      ),
    enabled,
  });
}

export function useWeekView(projectId: string, year: number, week: number) {
  return useQuery({
    queryKey: [...timeKey(projectId), 'week', year, week] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/weeks/{year}/{week}', {
          params: { path: { projectId, year, week } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCalendar(projectId: string, from: string, to: string) {
  return useQuery({
    queryKey: [...timeKey(projectId), 'calendar', from, to] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/calendar', {
          params: { path: { projectId }, query: { from, to } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAbsences(projectId: string, userId: string | undefined) {
  return useQuery({
    queryKey: [...timeKey(projectId), 'absences', userId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/absences', {
          params: { path: { projectId }, query: { userId } },
          signal,
        }),
      ),
  });
}

/**
 * The absence dialog's preview: the working days from … to the server counts for the employee
 * (their weekdays, their template's holidays). Off until both dates are chosen and in order.
 */
export function useAbsenceWorkingDays(
  projectId: string,
  userId: string,
  startDate: string,
  endDate: string,
) {
  const ready = Boolean(userId && startDate && endDate && startDate <= endDate);
  return useQuery({
    queryKey: [...timeKey(projectId), 'absence-working-days', userId, startDate, endDate] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/absences/working-days', {
          params: { path: { projectId }, query: { userId, startDate, endDate } },
          signal,
        }),
      ),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}

const absencePath = (projectId: string, absenceId: string) => ({
  params: { path: { projectId, absenceId } },
});

const entryPath = (projectId: string, entryId: string) => ({
  params: { path: { projectId, entryId } },
});

export const useCreateEntry = (projectId: string) =>
  useTimeMutation(projectId, (body: TimeEntryBody) =>
    unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/entries', {
        params: { path: { projectId } },
        body,
      }),
    ),
  );

export const useUpdateEntry = (projectId: string) =>
  useTimeMutation(projectId, ({ id, body }: { id: string; body: UpdateTimeEntryBody }) =>
    unwrap(
      api.PUT('/api/projects/{projectId}/time-tracking/entries/{entryId}', {
        ...entryPath(projectId, id),
        body,
      }),
    ),
  );

/** Deletes a time; `reason` is required for a past week (the change history keeps it). */
export const useDeleteEntry = (projectId: string) =>
  useTimeMutation(projectId, ({ id, reason }: { id: string; reason?: string }) =>
    unwrap(
      api.DELETE('/api/projects/{projectId}/time-tracking/entries/{entryId}', {
        ...entryPath(projectId, id),
        body: { reason: reason || null },
      }),
    ),
  );

/** 'Verlauf' of a time or an absence (also after a write: the time-tracking key refreshes it). */
export function useChangeHistory(
  projectId: string,
  target: { entity: 'entry' | 'absence'; id: string } | null,
) {
  return useQuery({
    queryKey: [...timeKey(projectId), 'history', target?.entity, target?.id] as const,
    queryFn: ({ signal }) =>
      target!.entity === 'entry'
        ? unwrap(
            api.GET('/api/projects/{projectId}/time-tracking/entries/{entryId}/history', {
              ...entryPath(projectId, target!.id),
              signal,
            }),
          )
        : unwrap(
            api.GET('/api/projects/{projectId}/time-tracking/absences/{absenceId}/history', {
              ...absencePath(projectId, target!.id),
              signal,
            }),
          ),
    enabled: target !== null,
  });
}

/** The slide-in's check before saving: refusals beside the fields, findings as warnings. */
export function checkEntry(projectId: string, body: z.input<typeof checkTimeEntryBodySchema>) {
  return unwrap(
    api.POST('/api/projects/{projectId}/time-tracking/entries/check', {
      params: { path: { projectId } },
      body: body as z.output<typeof checkTimeEntryBodySchema>,
    }),
  );
}

export const useCreateAbsence = (projectId: string) =>
  useTimeMutation(projectId, (body: z.output<typeof createAbsenceBodySchema>) =>
    unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences', {
        params: { path: { projectId } },
        body,
      }),
    ),
  );

export const useUpdateAbsence = (projectId: string) =>
  useTimeMutation(
    projectId,
    ({ id, body }: { id: string; body: z.output<typeof updateAbsenceBodySchema> }) =>
      unwrap(
        api.PUT('/api/projects/{projectId}/time-tracking/absences/{absenceId}', {
          ...absencePath(projectId, id),
          body,
        }),
      ),
  );

export const useSubmitAbsence = (projectId: string) =>
  useTimeMutation(projectId, ({ id, version }: { id: string; version: number }) =>
    unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences/{absenceId}/submit', {
        ...absencePath(projectId, id),
        body: { version },
      }),
    ),
  );

export const useApproveAbsence = (projectId: string) =>
  useTimeMutation(projectId, ({ id, version }: { id: string; version: number }) =>
    unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences/{absenceId}/approve', {
        ...absencePath(projectId, id),
        body: { version },
      }),
    ),
  );

/** 'Ablehnen': back to created; the owner gets a message with the reason. */
export const useRefuseAbsence = (projectId: string) =>
  useTimeMutation(projectId, ({ id, ...body }: RefuseAbsenceBody & { id: string }) =>
    unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences/{absenceId}/refuse', {
        ...absencePath(projectId, id),
        body,
      }),
    ),
  );

/** Deletes an absence; `reason` is required when it reaches into a past week. */
export const useDeleteAbsence = (projectId: string) =>
  useTimeMutation(projectId, ({ id, reason }: { id: string; reason?: string }) =>
    unwrap(
      api.DELETE('/api/projects/{projectId}/time-tracking/absences/{absenceId}', {
        ...absencePath(projectId, id),
        body: { reason: reason || null },
      }),
    ),
  );

export const useStartMonthReset = (projectId: string) =>
  useMutation({
    mutationFn: (body: MonthResetBody) =>
      unwrap(
        api.POST('/api/projects/{projectId}/time-tracking/month-resets', {
          params: { path: { projectId } },
          body,
        }),
      ),
  });

/** The run's progress, asked every second until it is done or failed. */
export function useMonthReset(projectId: string, resetId: string | null) {
  return useQuery({
    queryKey: [...timeKey(projectId), 'month-reset', resetId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/month-resets/{resetId}', {
          params: { path: { projectId, resetId: resetId ?? '' } },
          signal,
        }),
      ),
    enabled: resetId !== null,
    refetchInterval: (query) =>
      query.state.data?.state === 'done' || query.state.data?.state === 'failed' ? false : 1000,
  });
}

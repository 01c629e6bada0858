import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateTourSettingsBody } from '@kontor/core/schemas/tours';
import { api, apiPath, unwrap } from '../../../lib/api-client.ts';

/**
 * Under the services' key, so a changed service or entry refreshes the tours as well
 * (services-api.ts invalidates that prefix).
 */
const toursKey = (projectId: string) => ['projects', projectId, 'services', 'tours'] as const;

const inProject = (projectId: string) => ({ params: { path: { projectId } } });

/** One worker's tour of a week (Monday), or without a week the overview of their services. */
export function useTour(
  projectId: string,
  workerId: string | null,
  week: string | null,
  enabled = true,
) {
  return useQuery({
    queryKey: [...toursKey(projectId), 'tour', workerId, week] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/tours', {
          params: {
            path: { projectId },
            query: { ...(week ? { week } : {}), ...(workerId ? { workerId } : {}) },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type Tour = NonNullable<ReturnType<typeof useTour>['data']>;

/** The printable tour sheet of a worker's week (a plain link: the browser downloads it). */
export const tourSheetHref = (projectId: string, workerId: string, week: string) =>
  apiPath('/api/projects/{projectId}/tours/sheet.pdf', { projectId }, { week, workerId });

/** The Leistungsnachweis of a property and month ('YYYY-MM'). */
export const serviceProofHref = (
  projectId: string,
  propertyId: string,
  month: string,
  format: 'pdf' | 'csv',
) =>
  apiPath(
    '/api/projects/{projectId}/properties/{propertyId}/service-proof',
    { projectId, propertyId },
    { month, format },
  );

// ── Settings: the holiday template of the tours ──

export function useTourSettings(projectId: string) {
  return useQuery({
    queryKey: [...toursKey(projectId), 'settings'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/tours/settings', { ...inProject(projectId), signal }),
      ),
  });
}

export function useUpdateTourSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTourSettingsBody) =>
      unwrap(
        api.PUT('/api/projects/{projectId}/tours/settings', { ...inProject(projectId), body }),
      ),
    // Holidays change every tour's days.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toursKey(projectId) }),
  });
}

/** The project's holiday templates, the choices of the setting. */
export function useHolidayTemplates(projectId: string) {
  return useQuery({
    queryKey: ['projects', projectId, 'time-settings', 'holiday-templates'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-settings/holiday-templates', {
          ...inProject(projectId),
          signal,
        }),
      ),
    retry: false,
  });
}

// ── The iCal feed of a worker's tour ──

const feedArgs = (projectId: string, workerId: string) => ({
  params: { path: { projectId }, query: { workerId } },
});

export function useCalendarFeed(projectId: string, workerId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...toursKey(projectId), 'calendar-feed', workerId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/tours/calendar-feed', {
          ...feedArgs(projectId, workerId),
          signal,
        }),
      ),
    enabled,
  });
}

function useFeedMutation<R>(projectId: string, workerId: string, run: () => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [...toursKey(projectId), 'calendar-feed', workerId],
      }),
  });
}

/** Creates the feed, or replaces it: the old URL stops working. Answers the new URL once. */
export const useCreateCalendarFeed = (projectId: string, workerId: string) =>
  useFeedMutation(projectId, workerId, () =>
    unwrap(
      api.POST('/api/projects/{projectId}/tours/calendar-feed', feedArgs(projectId, workerId)),
    ),
  );

export const useRevokeCalendarFeed = (projectId: string, workerId: string) =>
  useFeedMutation(projectId, workerId, () =>
    unwrap(
      api.DELETE('/api/projects/{projectId}/tours/calendar-feed', feedArgs(projectId, workerId)),
    ),
  );

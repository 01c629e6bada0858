import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EmploymentBody,
  VacationSettings,
  archiveSurchargeBodySchema,
  updateRecordBodySchema,
  updateSurchargeBodySchema,
} from '@kontor/core/schemas/time-tracking-api';
import type {
  HolidayTemplateBody,
  RecordBody,
  surchargeBodySchema,
} from '@kontor/core/schemas/time-tracking';
import type { GermanState } from '@kontor/core/holidays/german-holidays';
import { api, unwrap } from '../../../lib/api-client.ts';

/** Every query of the settings (and the time tracking that depends on them) starts here. */
const settingsKey = (projectId: string) => ['projects', projectId, 'time-settings'] as const;

function useSettingsMutation<A, R>(projectId: string, run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKey(projectId) });
      await queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'time-tracking'] });
    },
  });
}

const path = (projectId: string) => ({ params: { path: { projectId } } });

export function useRecords(projectId: string, year: number) {
  return useQuery({
    queryKey: [...settingsKey(projectId), 'records', year] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-settings/records', {
          params: { path: { projectId }, query: { year } },
          signal,
        }),
      ),
  });
}

export const useCreateRecord = (projectId: string) =>
  useSettingsMutation(projectId, (body: RecordBody) =>
    unwrap(
      api.POST('/api/projects/{projectId}/time-settings/records', { ...path(projectId), body }),
    ),
  );

export const useUpdateRecord = (projectId: string) =>
  useSettingsMutation(
    projectId,
    ({ id, body }: { id: string; body: z.output<typeof updateRecordBodySchema> }) =>
      unwrap(
        api.PATCH('/api/projects/{projectId}/time-settings/records/{recordId}', {
          params: { path: { projectId, recordId: id } },
          body,
        }),
      ),
  );

export function useHolidays(projectId: string) {
  return useQuery({
    queryKey: [...settingsKey(projectId), 'holidays'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-settings/holidays', { ...path(projectId), signal }),
      ),
  });
}

export const useRefreshHolidays = (projectId: string) =>
  useSettingsMutation(projectId, (state: GermanState) =>
    unwrap(
      api.POST('/api/projects/{projectId}/time-settings/holidays/refresh', {
        ...path(projectId),
        body: { state },
      }),
    ),
  );

export function useTemplates(projectId: string) {
  return useQuery({
    queryKey: [...settingsKey(projectId), 'templates'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-settings/holiday-templates', {
          ...path(projectId),
          signal,
        }),
      ),
  });
}

export const useCreateTemplate = (projectId: string) =>
  useSettingsMutation(projectId, (body: HolidayTemplateBody) =>
    unwrap(
      api.POST('/api/projects/{projectId}/time-settings/holiday-templates', {
        ...path(projectId),
        body,
      }),
    ),
  );

const templatePath = (projectId: string, templateId: string) => ({
  params: { path: { projectId, templateId } },
});

export const useUpdateTemplate = (projectId: string) =>
  useSettingsMutation(
    projectId,
    ({ id, holidayIds, version }: { id: string; holidayIds: string[]; version: number }) =>
      unwrap(
        api.PUT('/api/projects/{projectId}/time-settings/holiday-templates/{templateId}', {
          ...templatePath(projectId, id),
          body: { holidayIds, version },
        }),
      ),
  );

export const useDeleteTemplate = (projectId: string) =>
  useSettingsMutation(projectId, (id: string) =>
    unwrap(
      api.DELETE(
        '/api/projects/{projectId}/time-settings/holiday-templates/{templateId}',
        templatePath(projectId, id),
      ),
    ),
  );

export function useSurcharges(projectId: string, archived: boolean) {
  return useQuery({
    queryKey: [...settingsKey(projectId), 'surcharges', archived] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-settings/surcharges', {
          params: { path: { projectId }, query: { archived: archived ? 'true' : 'false' } },
          signal,
        }),
      ),
  });
}

export function useSurchargePresets(projectId: string, startDate: string) {
  return useQuery({
    queryKey: [...settingsKey(projectId), 'presets', startDate] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-settings/surcharges/presets', {
          params: { path: { projectId }, query: { startDate } },
          signal,
        }),
      ),
    staleTime: Infinity,
  });
}

export const useCreateSurcharge = (projectId: string) =>
  useSettingsMutation(projectId, (body: z.output<typeof surchargeBodySchema>) =>
    unwrap(
      api.POST('/api/projects/{projectId}/time-settings/surcharges', { ...path(projectId), body }),
    ),
  );

const surchargePath = (projectId: string, surchargeId: string) => ({
  params: { path: { projectId, surchargeId } },
});

export const useUpdateSurcharge = (projectId: string) =>
  useSettingsMutation(
    projectId,
    ({ id, body }: { id: string; body: z.output<typeof updateSurchargeBodySchema> }) =>
      unwrap(
        api.PUT('/api/projects/{projectId}/time-settings/surcharges/{surchargeId}', {
          ...surchargePath(projectId, id),
          body,
        }),
      ),
  );

export const useArchiveSurcharge = (projectId: string) =>
  useSettingsMutation(
    projectId,
    ({ id, body }: { id: string; body: z.output<typeof archiveSurchargeBodySchema> }) =>
      unwrap(
        api.POST('/api/projects/{projectId}/time-settings/surcharges/{surchargeId}/archive', {
          ...surchargePath(projectId, id),
          body,
        }),
      ),
  );

export type Surcharge = NonNullable<ReturnType<typeof useSurcharges>['data']>['items'][number];

export function useVacationSettings(projectId: string) {
  return useQuery({
    queryKey: [...settingsKey(projectId), 'vacation'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-settings/vacation', { ...path(projectId), signal }),
      ),
  });
}

export const useUpdateVacationSettings = (projectId: string) =>
  useSettingsMutation(projectId, (body: VacationSettings) =>
    unwrap(
      api.PUT('/api/projects/{projectId}/time-settings/vacation', { ...path(projectId), body }),
    ),
  );

export const useUpdateEmployment = (projectId: string) =>
  useSettingsMutation(projectId, ({ userId, body }: { userId: string; body: EmploymentBody }) =>
    unwrap(
      api.PUT('/api/projects/{projectId}/time-settings/employments/{userId}', {
        params: { path: { projectId, userId } },
        body,
      }),
    ),
  );

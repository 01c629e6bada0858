import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NewWageBody,
  PayrollSettingsBody,
  PersonnelNumberBody,
} from '@kontor/core/schemas/payroll';
import { api, unwrap } from '../../../lib/api-client.ts';

/** Every pay query of a project starts here; the time tracking's figures depend on it too. */
const payrollKey = (projectId: string) => ['projects', projectId, 'payroll'] as const;

function usePayrollMutation<A, R>(projectId: string, run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: payrollKey(projectId) });
      // The month, the check, the records table and the CSV read the pay.
      await queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'time-tracking'] });
      await queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'time-settings'] });
    },
  });
}

const employeePath = (projectId: string, userId: string) => ({
  params: { path: { projectId, userId } },
});

/** The Mitarbeiter table's pay column (office and admin). */
export function usePayrollList(projectId: string, enabled = true) {
  return useQuery({
    queryKey: [...payrollKey(projectId), 'list'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/staff/payroll', {
          params: { path: { projectId } },
          signal,
        }),
      ),
    enabled,
    staleTime: 30_000,
  });
}

/** One employee's pay with the whole history (office and admin). */
export function useEmployeePayroll(projectId: string, userId: string | null) {
  return useQuery({
    queryKey: [...payrollKey(projectId), 'employee', userId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/staff/payroll/{userId}', {
          ...employeePath(projectId, userId!),
          signal,
        }),
      ),
    enabled: userId !== null,
  });
}

/** Read-only: one's own pay (a worker), or anyone's for the time tracking's staff. */
export function useOwnPayroll(projectId: string, userId: string | null) {
  return useQuery({
    queryKey: [...payrollKey(projectId), 'own', userId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/time-tracking/users/{userId}/payroll', {
          ...employeePath(projectId, userId!),
          signal,
        }),
      ),
    enabled: userId !== null,
  });
}

export const useSetPersonnelNumber = (projectId: string, userId: string) =>
  usePayrollMutation(projectId, (body: PersonnelNumberBody) =>
    unwrap(
      api.PUT('/api/projects/{projectId}/staff/payroll/{userId}/personnel-number', {
        ...employeePath(projectId, userId),
        body,
      }),
    ),
  );

export const useAddWage = (projectId: string, userId: string) =>
  usePayrollMutation(projectId, (body: NewWageBody) =>
    unwrap(
      api.POST('/api/projects/{projectId}/staff/payroll/{userId}/wages', {
        ...employeePath(projectId, userId),
        body,
      }),
    ),
  );

export const useDeleteWage = (projectId: string, userId: string) =>
  usePayrollMutation(projectId, (wageId: string) =>
    unwrap(
      api.DELETE('/api/projects/{projectId}/staff/payroll/{userId}/wages/{wageId}', {
        params: { path: { projectId, userId, wageId } },
      }),
    ),
  );

export function usePayrollSettings(projectId: string) {
  return useQuery({
    queryKey: [...payrollKey(projectId), 'settings'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/projects/{projectId}/staff/payroll-settings', {
          params: { path: { projectId } },
          signal,
        }),
      ),
  });
}

export const useUpdatePayrollSettings = (projectId: string) =>
  usePayrollMutation(projectId, (body: PayrollSettingsBody) =>
    unwrap(
      api.PUT('/api/projects/{projectId}/staff/payroll-settings', {
        params: { path: { projectId } },
        body,
      }),
    ),
  );

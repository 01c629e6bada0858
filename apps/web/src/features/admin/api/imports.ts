import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportFindingKind,
  ImportSource,
  StartImportBody,
} from '@kontor/core/schemas/imports';
import { api, apiPath, unwrap } from '../../../lib/api-client.ts';

const importsKey = ['imports'] as const;
const runKey = (runId: string) => [...importsKey, runId] as const;

/** While a run is going, its screen refreshes every second (docs/import.md). */
export const LIVE_MS = 1_000;
const live = (running: boolean) => (running ? LIVE_MS : false);

export interface RunListParams {
  page: number;
  pageSize: number;
  search?: string;
}

export const useImportRuns = (query: RunListParams) =>
  useQuery({
    queryKey: [...importsKey, 'list', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/imports', { params: { query }, signal })),
    placeholderData: keepPreviousData,
    // A run in the list that still goes on keeps the list fresh.
    refetchInterval: (q) =>
      live(q.state.data?.items.some((run) => run.state === 'running') ?? false),
  });

export const useImportRun = (runId: string) =>
  useQuery({
    queryKey: runKey(runId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/imports/{runId}', { params: { path: { runId } }, signal })),
    refetchInterval: (q) => live(q.state.data?.state === 'running'),
  });

export interface FindingListParams extends RunListParams {
  kind: ImportFindingKind;
}

/**
 * The run's skips or notes. `revision` (the run's state and counts, refreshed every second
 * while it runs) is part of the key: a page is fetched again whenever the run found more,
 * also the findings a dry run stores only at its end.
 */
export const useImportFindings = (runId: string, query: FindingListParams, revision: string) =>
  useQuery({
    queryKey: [...runKey(runId), 'findings', query, revision],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/imports/{runId}/findings', {
          params: { path: { runId }, query },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useCheckImportSource = () =>
  useMutation({
    mutationFn: (body: ImportSource) => unwrap(api.POST('/api/imports/check', { body })),
  });

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartImportBody) => unwrap(api.POST('/api/imports', { body })),
    onSuccess: (run) => {
      queryClient.setQueryData(runKey(run.id), run);
      return queryClient.invalidateQueries({ queryKey: [...importsKey, 'list'] });
    },
  });
}

export function useCancelImport(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/imports/{runId}/cancel', { params: { path: { runId } } })),
    onSuccess: (run) => {
      queryClient.setQueryData(runKey(runId), run);
      return queryClient.invalidateQueries({ queryKey: [...importsKey, 'list'] });
    },
  });
}

/** 'Einladungen senden'; the run's count of accounts still to invite is read again after it. */
export function useSendImportInvitations(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/imports/{runId}/invitations', { params: { path: { runId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runKey(runId) }),
  });
}

export const reportCsvUrl = (runId: string) =>
  apiPath('/api/imports/{runId}/report.csv', { runId });

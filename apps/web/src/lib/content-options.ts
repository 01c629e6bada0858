import { useQuery } from '@tanstack/react-query';
import { contentTypeByType } from '@kontor/core/content/content-types';
import { findModuleTemplate } from '@kontor/core/modules';
import { useShell } from './active-project.ts';
import { api, unwrap } from './api-client.ts';

/** The query key of a content type's data; a save invalidates everything under it. */
export const contentQueryKey = (projectId: string, type: string) => [
  'projects',
  projectId,
  'content',
  type,
];

// Every content type answers the same page shape under its own segment; one stands for all.
type ListRoute = '/api/projects/{projectId}/news';
const listRoute = (type: string) => `/api/projects/{projectId}/${type}` as ListRoute;

export interface Option {
  value: string;
  label: string;
}

/**
 * Why a picker of a content type's items cannot offer any: the project (or the caller's role)
 * lacks the module it lives in, so its list would answer 403. Null when the module is there.
 */
export function useMissingContentModule(type: string): string | null {
  const { project } = useShell();
  const module = contentTypeByType(type)?.module;
  if (!module || project?.modules.some((m) => m.path === module)) return null;
  return contentModuleMissing(findModuleTemplate(module)?.label ?? module);
}

export const contentModuleMissing = (label: string) =>
  `Das Modul „${label}“ ist in diesem Projekt für Sie nicht freigeschaltet: hier gibt es nichts auszuwählen.`;

/** A content type's items as picker options (by `titleField`), up to 100; none without its module. */
export function useContentOptions(projectId: string, type: string, titleField: string) {
  const missing = useMissingContentModule(type);
  return useQuery({
    queryKey: [...contentQueryKey(projectId, type), 'options'],
    queryFn: async ({ signal }) => {
      const page = (await unwrap(
        api.GET(listRoute(type), {
          params: { path: { projectId }, query: { page: 1, pageSize: 100 } as never },
          signal,
        }),
      )) as unknown as { items: Record<string, unknown>[] };
      return page.items.map((item): Option => ({
        value: String(item.id),
        label: String(item[titleField] ?? ''),
      }));
    },
    enabled: missing === null,
    staleTime: 30_000,
  });
}

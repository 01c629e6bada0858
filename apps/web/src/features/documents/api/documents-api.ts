import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentOwnerType } from '@kontor/core/schemas/documents';
import { api, unwrap } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload.ts';

/** What the documents belong to: a property ('object', spec naming), a task, a ticket or a download. */
export interface DocumentOwner {
  type: DocumentOwnerType;
  id: string;
}

/** The documents route of each owner kind (declared `documentOwner`s on the server). */
const OWNER_DOCUMENTS = {
  object: {
    route: '/api/projects/{projectId}/properties/{propertyId}/documents',
    param: 'propertyId',
  },
  task: { route: '/api/projects/{projectId}/tasks/{taskId}/documents', param: 'taskId' },
  ticket: { route: '/api/projects/{projectId}/tickets/{ticketId}/documents', param: 'ticketId' },
  download: { route: '/api/projects/{projectId}/downloads/{itemId}/documents', param: 'itemId' },
} as const satisfies Record<DocumentOwnerType, { route: string; param: string }>;

type PropertyDocuments = (typeof OWNER_DOCUMENTS)['object']['route'];

/**
 * The owner's route and path params. The three routes answer the same types, so one of them
 * stands for all in the typed client; the params carry the owner's own name ('taskId', …),
 * which is what the client puts into the URL.
 */
function ownerRoute(projectId: string, owner: DocumentOwner) {
  const { route, param } = OWNER_DOCUMENTS[owner.type];
  const path = { projectId, [param]: owner.id } as { projectId: string; propertyId: string };
  return { route: route as PropertyDocuments, path };
}

export const documentsQueryKey = (projectId: string, owner: DocumentOwner) =>
  ['projects', projectId, 'documents', owner.type, owner.id] as const;

export const documentsQueryOptions = (projectId: string, owner: DocumentOwner) =>
  queryOptions({
    queryKey: documentsQueryKey(projectId, owner),
    queryFn: ({ signal }) => {
      const { route, path } = ownerRoute(projectId, owner);
      return unwrap(api.GET(route, { params: { path }, signal }));
    },
    select: (data) => data.items,
  });

export function useDocuments(projectId: string, owner: DocumentOwner) {
  return useQuery(documentsQueryOptions(projectId, owner));
}

export interface NewDocument {
  name: string;
  file: File;
  onProgress: (percent: number) => void;
}

export function useCreateDocument(projectId: string, owner: DocumentOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, file, onProgress }: NewDocument) => {
      const body = new FormData();
      body.append('name', name);
      body.append('file', file, file.name);
      const { route, path } = ownerRoute(projectId, owner);
      return uploadWithProgress({
        route,
        params: path,
        body,
        onProgress,
      });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: documentsQueryKey(projectId, owner) }),
  });
}

export function useDeleteDocument(projectId: string, owner: DocumentOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      unwrap(
        api.DELETE('/api/projects/{projectId}/documents/{documentId}', {
          params: { path: { projectId, documentId } },
        }),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: documentsQueryKey(projectId, owner) }),
  });
}

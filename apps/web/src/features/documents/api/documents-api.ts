import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentOwnerType } from '@kontor/core/schemas/documents';
import { api, apiPath, unwrap } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload.ts';

/** What the documents belong to: a property ('object', spec naming) or, later, a task. */
export interface DocumentOwner {
  type: DocumentOwnerType;
  id: string;
}

const PROPERTY_DOCUMENTS = '/api/projects/{projectId}/properties/{propertyId}/documents';
type OwnerDocuments = typeof PROPERTY_DOCUMENTS;

/** The documents route of each owner kind; a kind without a route yet has null. */
const OWNER_DOCUMENTS: Record<DocumentOwnerType, OwnerDocuments | null> = {
  object: PROPERTY_DOCUMENTS,
  task: null,
};

function ownerDocumentsRoute(owner: DocumentOwner): OwnerDocuments {
  const route = OWNER_DOCUMENTS[owner.type];
  if (!route) throw new Error(`No documents route for owner type ${owner.type}`);
  return route;
}

export function ownerDocumentsPath(projectId: string, owner: DocumentOwner): string {
  return apiPath(ownerDocumentsRoute(owner), { projectId, propertyId: owner.id });
}

export const documentsQueryKey = (projectId: string, owner: DocumentOwner) =>
  ['projects', projectId, 'documents', owner.type, owner.id] as const;

export const documentsQueryOptions = (projectId: string, owner: DocumentOwner) =>
  queryOptions({
    queryKey: documentsQueryKey(projectId, owner),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET(ownerDocumentsRoute(owner), {
          params: { path: { projectId, propertyId: owner.id } },
          signal,
        }),
      ),
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
      return uploadWithProgress({
        route: ownerDocumentsRoute(owner),
        params: { projectId, propertyId: owner.id },
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

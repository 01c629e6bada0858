import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Document, DocumentList, DocumentOwnerType } from '@kontor/core/schemas/documents';
import { api, apiRequest } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload.ts';

/** What the documents belong to: a property ('object', spec naming) or, later, a task. */
export interface DocumentOwner {
  type: DocumentOwnerType;
  id: string;
}

const OWNER_COLLECTIONS: Record<DocumentOwnerType, string> = {
  object: 'properties',
  task: 'tasks',
};

const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

export function ownerDocumentsPath(projectId: string, owner: DocumentOwner): string {
  return `${projectPath(projectId)}/${OWNER_COLLECTIONS[owner.type]}/${encodeURIComponent(owner.id)}/documents`;
}

export const documentsQueryKey = (projectId: string, owner: DocumentOwner) =>
  ['projects', projectId, 'documents', owner.type, owner.id] as const;

export const documentsQueryOptions = (projectId: string, owner: DocumentOwner) =>
  queryOptions({
    queryKey: documentsQueryKey(projectId, owner),
    queryFn: ({ signal }) =>
      api.get<DocumentList>(ownerDocumentsPath(projectId, owner), undefined, signal),
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
      return uploadWithProgress<Document>({
        url: ownerDocumentsPath(projectId, owner),
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
      apiRequest<void>(`${projectPath(projectId)}/documents/${encodeURIComponent(documentId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: documentsQueryKey(projectId, owner) }),
  });
}

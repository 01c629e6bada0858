import { createContext, useContext, type ComponentType } from 'react';
import type { DocumentOwnerType } from '@kontor/core/schemas/documents';

export interface DocumentsSlotProps {
  projectId: string;
  owner: { type: DocumentOwnerType; id: string };
}

/**
 * Parts one feature shows inside another's screen (the documents tab of a property or a task).
 * Features do not import each other: `app/` fills these slots, features read them.
 */
export interface RecordSlots {
  documents?: ComponentType<DocumentsSlotProps>;
  projectAdminMembers?: ComponentType<{ projectId: string }>;
  projectAdminRoles?: ComponentType<{ projectId: string }>;
}

export const RecordSlotsContext = createContext<RecordSlots>({});

export function useRecordSlots(): RecordSlots {
  return useContext(RecordSlotsContext);
}

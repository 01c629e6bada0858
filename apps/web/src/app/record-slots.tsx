import { lazy } from 'react';
import type { RecordSlots } from '../lib/record-slots.ts';

/** What each slot shows; loaded with the first screen that uses it. */
export const recordSlots: RecordSlots = {
  documents: lazy(() =>
    import('../features/documents/components/documents-panel.tsx').then((m) => ({
      default: m.DocumentsPanel,
    })),
  ),
  projectAdminMembers: lazy(() =>
    import('../features/users/components/project-admin-members.tsx').then((m) => ({
      default: m.ProjectAdminMembers,
    })),
  ),
};

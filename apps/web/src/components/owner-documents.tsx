import { Suspense } from 'react';
import { Loader } from '@mantine/core';
import { useRecordSlots, type DocumentsSlotProps } from '../lib/record-slots.ts';

/** The documents panel of a record (property, task, ticket), loaded with its first use. */
export function OwnerDocuments(props: DocumentsSlotProps) {
  const { documents: Documents } = useRecordSlots();
  if (!Documents) return null;
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label="Wird geladen" />}>
      <Documents {...props} />
    </Suspense>
  );
}

import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { PropertyActionSlotProps } from '../../../lib/record-slots.ts';
import { messages } from '../messages.ts';
import { ServiceEntryDialog } from './service-entry-modal.tsx';

/** The property page's header button 'Leistung hinzufügen' and its dialog (slot). */
export function AddServiceEntryButton({
  projectId,
  propertyId,
  disabled,
}: PropertyActionSlotProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        disabled={disabled}
      >
        {messages.addEntry}
      </Button>
      <ServiceEntryDialog
        projectId={projectId}
        propertyId={propertyId}
        entryId={null}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

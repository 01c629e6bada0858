import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateMyPortrait } from '../api/my-portrait.ts';
import { messages } from '../messages.ts';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';

interface PortraitModalProps {
  projectId: string;
  portrait: string | null;
  opened: boolean;
  onClose: () => void;
}

/** 'Profilbild': the caller's staff portrait in the active project (picker with maximum 1). */
export function PortraitModal({ projectId, portrait, opened, onClose }: PortraitModalProps) {
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={messages.portrait}
      centered
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      {opened ? <PortraitForm projectId={projectId} portrait={portrait} onClose={onClose} /> : null}
    </GuardedModal>
  );
}

function PortraitForm({ projectId, portrait, onClose }: Omit<PortraitModalProps, 'opened'>) {
  const [value, setValue] = useState<string | null>(portrait);
  const update = useUpdateMyPortrait(projectId);

  function save() {
    update.mutate(value, {
      onSuccess: () => {
        notify.success(messages.portraitSaved);
        onClose();
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {messages.portraitHint}
      </Text>
      <ImagePicker
        label={messages.portrait}
        value={value}
        max={1}
        size="md"
        onChange={(next) => setValue(typeof next === 'string' ? next : null)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {messages.cancel}
        </Button>
        <Button onClick={save} loading={update.isPending}>
          {messages.save}
        </Button>
      </Group>
    </Stack>
  );
}

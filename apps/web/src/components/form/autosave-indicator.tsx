import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { autosaveLabels, type AutosaveStatus } from '../../lib/autosave-state.ts';

/** 'Speichert …' / 'Gespeichert' / 'Speichern fehlgeschlagen' beside an autosaving form. */
export function AutosaveIndicator({ status }: { status: AutosaveStatus }) {
  const color = status === 'failed' ? 'red.8' : 'dimmed';
  return (
    <Group gap={6} role="status" aria-live="polite" mih={20}>
      {status === 'saving' ? <Loader size={14} aria-hidden /> : null}
      {status === 'saved' ? <IconCheck size={16} aria-hidden /> : null}
      {status === 'failed' ? <IconAlertTriangle size={16} aria-hidden /> : null}
      <Text size="sm" c={color}>
        {autosaveLabels[status]}
      </Text>
    </Group>
  );
}

import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconRefresh } from '@tabler/icons-react';
import {
  autosaveLabels,
  autosaveRetryLabel,
  type AutosaveStatus,
} from '../../lib/autosave-state.ts';

interface AutosaveIndicatorProps {
  status: AutosaveStatus;
  /** Shown after a failed save: why, and 'Erneut versuchen'. */
  error?: string;
  onRetry?: () => void;
}

/** 'Wird gespeichert …' / 'Gespeichert' / 'Speichern fehlgeschlagen' beside an autosaving form. */
export function AutosaveIndicator({ status, error, onRetry }: AutosaveIndicatorProps) {
  const alarm = status === 'failed' || status === 'conflict';
  return (
    <Group gap={6} mih={20} wrap="wrap">
      <Group gap={6} role="status" aria-live="polite" wrap="nowrap">
        {status === 'saving' ? <Loader size={14} aria-hidden /> : null}
        {status === 'saved' ? <IconCheck size={16} aria-hidden /> : null}
        {alarm ? (
          <IconAlertTriangle size={16} color="var(--mantine-color-red-9)" aria-hidden />
        ) : null}
        <Text size="sm" c={alarm ? 'red.9' : 'dimmed'}>
          {autosaveLabels[status]}
          {status === 'failed' && error ? `: ${error}` : ''}
        </Text>
      </Group>
      {status === 'failed' && onRetry ? (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {autosaveRetryLabel}
        </Button>
      ) : null}
    </Group>
  );
}

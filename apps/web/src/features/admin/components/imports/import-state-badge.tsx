import { Badge } from '@mantine/core';
import type { ImportRunListItem } from '@kontor/core/schemas/imports';
import { messages } from '../../messages.ts';

const COLORS = { running: 'blue', done: 'green', failed: 'red', cancelled: 'gray' } as const;

/** 'Läuft', 'Fertig', 'Fehlgeschlagen', 'Abgebrochen' (or 'Wird abgebrochen …'). */
export function ImportStateBadge({ run }: { run: ImportRunListItem }) {
  const text = messages.imports;
  const label =
    run.state === 'running' && run.cancelRequested ? text.cancelling : text.states[run.state];
  return (
    <Badge color={COLORS[run.state]} variant="light">
      {label}
    </Badge>
  );
}

/** The source as people name it: its host. */
export const sourceHost = (serverUrl: string) => {
  try {
    return new URL(serverUrl).host;
  } catch {
    return serverUrl;
  }
};

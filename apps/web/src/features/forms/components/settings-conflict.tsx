import { Table, Text } from '@mantine/core';
import type { Form, FormSettings } from '@kontor/core/schemas/forms';
import { messages, retentionLabel } from '../messages.ts';
import { SaveConflict } from './save-conflict.tsx';

const c = messages.conflictView;
const LABELS: Record<keyof FormSettings, string> = {
  notification: messages.notification,
  recipients: messages.recipients,
  response: messages.response,
  notificationText: messages.responseText,
  senderEmail: messages.senderEmail,
  staticForm: messages.staticFormLabel,
  consentText: messages.consentText,
  retentionDays: messages.retention,
  challenge: 'Sicherheitsprüfung',
};

function shown(key: keyof FormSettings, settings: FormSettings): string {
  const value = settings[key];
  if (typeof value === 'boolean') return value ? c.on : c.off;
  if (key === 'retentionDays') return retentionLabel(settings.retentionDays);
  if (key === 'recipients') return settings.recipients.map((r) => r.email).join(', ') || c.empty;
  return String(value) || c.empty;
}

/** The settings that differ: label, the user's value and the saved one. */
export function settingsDifferences(mine: FormSettings, theirs: FormSettings) {
  return (Object.keys(LABELS) as (keyof FormSettings)[])
    .filter((key) => JSON.stringify(mine[key]) !== JSON.stringify(theirs[key]))
    .map((key) => ({
      key,
      label: LABELS[key],
      mine: shown(key, mine),
      theirs: shown(key, theirs),
    }));
}

function Differences({
  rows,
  side,
}: {
  rows: ReturnType<typeof settingsDifferences>;
  side: 'mine' | 'theirs';
}) {
  if (rows.length === 0) return <Text size="sm">{c.unchanged}</Text>;
  return (
    <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th w="40%" fz="sm">
              {row.label}
            </Table.Th>
            <Table.Td fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {row[side]}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface SettingsConflictProps {
  mine: FormSettings;
  current: Form;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** The settings as the user changed them and as another editor saved them (the differences). */
export function SettingsConflict({
  mine,
  current,
  onKeepMine,
  onTakeTheirs,
}: SettingsConflictProps) {
  const rows = settingsDifferences(mine, current.settings);
  return (
    <SaveConflict
      mine={<Differences rows={rows} side="mine" />}
      theirs={<Differences rows={rows} side="theirs" />}
      theirsSavedAt={current.updatedAt}
      busy={false}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
    />
  );
}

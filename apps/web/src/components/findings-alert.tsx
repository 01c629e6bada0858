import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface FindingsAlertProps {
  title: string;
  findings: readonly { code: string; message: string }[];
}

/** Legal hints as one warning box (ArbZG, minimum wage, § 17 MiLoG); nothing when there are none. */
export function FindingsAlert({ title, findings }: FindingsAlertProps) {
  if (findings.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      // The light yellow's own title colour is too pale for WCAG AA on its background.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <List size="sm">
        {findings.map((finding, i) => (
          <List.Item key={`${finding.code}-${i}`}>{finding.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

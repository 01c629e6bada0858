import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import { ApiError } from '../../../lib/api-client.ts';
import { useShell } from '../../../lib/active-project.ts';
import { messages } from '../messages.ts';

/** The server's answer when the employee has no record for the year. */
export const isNoRecord = (error: unknown) =>
  error instanceof ApiError && error.detail === timeApiMessages.noRecordForYear;

/**
 * A month without a record: the next step instead of an error, a link to the records tab of
 * 'Zeiten und Zuschläge' for those whose role opens it.
 */
export function NoRecordState() {
  const { project } = useShell();
  const maySetUp = project?.modules.some((m) => m.path === '/time-settings') ?? false;
  return (
    <Alert variant="light" color="blue" title={messages.noRecord}>
      {maySetUp ? (
        <Anchor component={Link} to="/time-settings?tab=records">
          {messages.createRecord}
        </Anchor>
      ) : (
        <Text size="sm">{messages.askOffice}</Text>
      )}
    </Alert>
  );
}

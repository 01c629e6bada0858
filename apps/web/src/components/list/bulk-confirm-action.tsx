import { useState, type ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';

/** A bulk action's texts, kept in the feature's messages. */
export interface BulkTexts {
  label: string;
  title: string;
  message: (count: number) => string;
  confirmLabel: string;
  successMessage: (count: number) => string;
}

export interface BulkConfirmActionProps {
  ids: string[];
  texts: BulkTexts;
  icon?: ReactNode;
  danger?: boolean;
  /** One record's request; all run together after the confirmation. */
  run: (id: string) => Promise<unknown>;
  /** After the run: clears the selection. */
  onDone: () => void;
  /** Shown below the question, e.g. where the selected images are still used. */
  details?: (ids: string[]) => ReactNode;
}

/**
 * A bulk action behind a confirmation: runs for every selected id, reports how many succeeded
 * and names the first failure (the failed rows stay selected for another try).
 */
export function BulkConfirmAction(props: BulkConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);

  async function confirm() {
    setRunning(true);
    const results = await Promise.allSettled(props.ids.map((id) => props.run(id)));
    setRunning(false);
    setAsking(false);
    const done = results.filter((result) => result.status === 'fulfilled').length;
    const failure = results.find((result) => result.status === 'rejected');
    if (done > 0) notify.success(props.texts.successMessage(done));
    if (failure) notify.error(errorMessage(failure.reason));
    if (!failure) props.onDone();
  }

  return (
    <>
      <Button
        size="xs"
        variant="light"
        color={props.danger ? 'red' : undefined}
        leftSection={props.icon}
        onClick={() => setAsking(true)}
      >
        {props.texts.label}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={props.texts.title}
        message={
          props.details ? (
            <Stack gap="sm">
              <Text>{props.texts.message(props.ids.length)}</Text>
              {props.details(props.ids)}
            </Stack>
          ) : (
            props.texts.message(props.ids.length)
          )
        }
        confirmLabel={props.texts.confirmLabel}
        danger={props.danger}
        loading={running}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileTypeCsv, IconMailForward, IconPlayerStop } from '@tabler/icons-react';
import type { ImportRun } from '@kontor/core/schemas/imports';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/notify.ts';
import { reportCsvUrl, useCancelImport, useSendImportInvitations } from '../../api/imports.ts';
import { messages } from '../../messages.ts';

const text = messages.imports;

/** The run's buttons: 'Abbrechen' and 'Einladungen senden' (each confirmed), the CSV report. */
export function ImportRunActions({ run }: { run: ImportRun }) {
  const [asking, setAsking] = useState<'cancel' | 'invite' | null>(null);
  const cancel = useCancelImport(run.id);
  const invite = useSendImportInvitations(run.id);
  const close = () => setAsking(null);
  const canCancel = run.state === 'running' && !run.fromCommandLine && !run.cancelRequested;
  const invitable = run.invitable ?? 0;

  return (
    <Group gap="sm" wrap="wrap">
      {canCancel ? (
        <Button
          color="red"
          variant="light"
          leftSection={<IconPlayerStop size={16} aria-hidden />}
          onClick={() => setAsking('cancel')}
        >
          {text.cancel}
        </Button>
      ) : null}
      {run.invitable !== null ? (
        <Button
          variant="default"
          leftSection={<IconMailForward size={16} aria-hidden />}
          disabled={invitable === 0}
          title={invitable === 0 ? text.inviteNone : undefined}
          onClick={() => setAsking('invite')}
        >
          {text.invite}
        </Button>
      ) : null}
      <Button
        component="a"
        href={reportCsvUrl(run.id)}
        download
        variant="default"
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
      >
        {text.downloadCsv}
      </Button>
      <ConfirmDialog
        opened={asking === 'cancel'}
        title={text.cancelTitle}
        message={text.cancelMessage}
        confirmLabel={text.cancelConfirm}
        cancelLabel={text.keepRunning}
        danger
        loading={cancel.isPending}
        onClose={close}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              notify.success(text.cancelled);
              close();
            },
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
      />
      <ConfirmDialog
        opened={asking === 'invite'}
        title={text.inviteTitle}
        message={text.inviteMessage(invitable)}
        confirmLabel={text.inviteConfirm(invitable)}
        loading={invite.isPending}
        onClose={close}
        onConfirm={() =>
          invite.mutate(undefined, {
            onSuccess: (answer) => {
              notify.success(text.invited(answer.sent, answer.throttled));
              close();
            },
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
      />
    </Group>
  );
}

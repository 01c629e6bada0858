import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { WageView } from '@kontor/core/schemas/payroll';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FindingsAlert } from '../../../components/findings-alert.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteWage, useEmployeePayroll, usePayrollSettings } from '../api/payroll-api.ts';
import { messages } from '../messages.ts';
import { NewWageModal } from './new-wage-modal.tsx';
import { PersonnelNumberForm } from './personnel-number-form.tsx';
import { PayText, WageHistoryTable } from './wage-history-table.tsx';

const h = messages.history;

/** The Mitarbeiter screen's pay of one employee: Personalnummer, today's row, the history. */
export function EmployeePayrollPanel({
  projectId,
  user,
}: {
  projectId: string;
  user: { id: string; name: string };
}) {
  const payroll = useEmployeePayroll(projectId, user.id);
  const settings = usePayrollSettings(projectId);
  const remove = useDeleteWage(projectId, user.id);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WageView | null>(null);
  if (payroll.isError) return <QueryError query={payroll} />;
  const data = payroll.data;
  return (
    <Stack gap="md">
      {data ? (
        <PersonnelNumberForm
          projectId={projectId}
          userId={user.id}
          personnelNumber={data.personnelNumber}
          version={data.version}
        />
      ) : null}
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {messages.current}
            </Text>
            {data?.current ? (
              <>
                <Text size="sm">{messages.employmentTypes[data.current.employmentType]}</Text>
                <PayText wage={data.current} />
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {messages.noPay}
              </Text>
            )}
          </Stack>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {messages.wage.open}
          </Button>
        </Group>
      </Paper>
      <FindingsAlert title={messages.findings} findings={data?.findings ?? []} />
      <Stack gap={4}>
        <Title order={3} size="h5">
          {h.title}
        </Title>
        <Text size="xs" c="dimmed">
          {h.hint}
        </Text>
      </Stack>
      <WageHistoryTable
        wages={data?.wages ?? []}
        loading={payroll.isPending}
        onDelete={setDeleting}
      />
      {data ? (
        // Mounted with the history: the form starts from the last row's employment.
        <NewWageModal
          key={data.wages.length}
          projectId={projectId}
          user={user}
          employmentType={data.wages.find((w) => w.state !== 'deleted')?.employmentType ?? null}
          statutoryMinimumCents={settings.data?.statutoryMinimumCents ?? null}
          opened={adding}
          onClose={() => setAdding(false)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={h.deleteTitle}
        message={deleting ? h.deleteConfirm(formatDate(deleting.validFrom)) : ''}
        confirmLabel={h.delete}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(h.deleted);
              setDeleting(null);
            },
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

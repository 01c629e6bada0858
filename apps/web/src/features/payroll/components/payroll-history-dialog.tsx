import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FindingsAlert } from '../../../components/findings-alert.tsx';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import type { PayrollHistorySlotProps } from '../../../lib/record-slots.ts';
import { useOwnPayroll } from '../api/payroll-api.ts';
import { messages } from '../messages.ts';
import { WageHistoryTable } from './wage-history-table.tsx';

/**
 * 'Lohnverlauf', read-only (the `payrollHistory` slot): a worker sees their own in the
 * Mitarbeiterübersicht; changes are the office's, on the Mitarbeiter screen.
 */
export function PayrollHistoryDialog({
  projectId,
  user,
  opened,
  onClose,
}: PayrollHistorySlotProps) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const payroll = useOwnPayroll(projectId, opened ? user.id : null);
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={`${messages.history.title}: ${user.name}`}
      size="xl"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': messages.close }}
    >
      <Stack gap="md">
        <QueryError query={payroll} />
        {payroll.data ? (
          <Text size="sm">
            {payroll.data.personnelNumber === null
              ? messages.personnel.none
              : `${messages.personnel.label}: ${payroll.data.personnelNumber}`}
          </Text>
        ) : null}
        <FindingsAlert title={messages.findings} findings={payroll.data?.findings ?? []} />
        <WageHistoryTable wages={payroll.data?.wages ?? []} loading={payroll.isPending} />
        <Text size="xs" c="dimmed">
          {messages.readOnly}
        </Text>
      </Stack>
    </GuardedModal>
  );
}

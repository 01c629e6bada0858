import { useMediaQuery } from '@mantine/hooks';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';
import type { StaffPayrollSlotProps } from '../../../lib/record-slots.ts';
import { messages } from '../messages.ts';
import { EmployeePayrollPanel } from './employee-payroll-panel.tsx';

/** The Mitarbeiter screen's 'Lohn und Beschäftigung' dialog (the `staffPayroll` slot). */
export function PayrollDialog({ projectId, member, onClose }: StaffPayrollSlotProps) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <GuardedModal
      opened={member !== null}
      onClose={onClose}
      title={member ? messages.openFor(member.name) : messages.open}
      size="xl"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': messages.close }}
    >
      {member ? <EmployeePayrollPanel projectId={projectId} user={member} /> : null}
    </GuardedModal>
  );
}

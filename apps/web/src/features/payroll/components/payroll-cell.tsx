import { Badge, Group, Stack, Text } from '@mantine/core';
import type { StaffPayrollCellSlotProps } from '../../../lib/record-slots.ts';
import { usePayrollList } from '../api/payroll-api.ts';
import { messages } from '../messages.ts';

/**
 * The Mitarbeiter table's 'Lohn und Beschäftigung' cell (the `staffPayrollCell` slot): one
 * request for the whole table, shared by its cells.
 */
export function PayrollCell({ projectId, userId }: StaffPayrollCellSlotProps) {
  const list = usePayrollList(projectId);
  const item = list.data?.items.find((i) => i.user.id === userId);
  if (!item) return <Text size="sm">–</Text>;
  const { current, personnelNumber, findings } = item;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {[
          personnelNumber === null ? null : messages.personnelNumberShort(personnelNumber),
          current ? messages.employmentTypes[current.employmentType] : messages.noPay,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Group gap={4}>
        {current ? (
          <Text size="xs" c="dimmed">
            {messages.pay(current.kind, current.amountCents, current.monthlyHours)}
          </Text>
        ) : null}
        {findings.length > 0 ? (
          <Badge variant="light" color="orange" size="sm" tt="none" title={findings[0]!.message}>
            {messages.findingsBadge(findings.length)}
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}

import { Select, type SelectProps } from '@mantine/core';
import type { RoleOption } from '@kontor/core/schemas/members';
import { messages } from '../messages.ts';

interface RoleSelectProps extends Omit<SelectProps, 'data'> {
  roles: readonly RoleOption[];
}

/** The project's roles to pick one from (spec 001 §6: one role per user). */
export function RoleSelect({ roles, ...props }: RoleSelectProps) {
  return (
    <Select
      label={messages.role}
      data={roles.map((r) => ({ value: r.id, label: r.name }))}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

import { Stack, Text } from '@mantine/core';
import type { Form, FormField } from '@kontor/core/schemas/forms';
import { messages } from '../messages.ts';
import { FieldSummary } from './field-list.tsx';
import { SaveConflict } from './save-conflict.tsx';

function FieldsInOrder({ fields }: { fields: FormField[] }) {
  if (fields.length === 0) return <Text size="sm">{messages.conflictView.noFields}</Text>;
  return (
    <Stack component="ol" gap={6} pl="md" m={0}>
      {fields.map((field) => (
        <li key={field.id}>
          <FieldSummary field={field} />
        </li>
      ))}
    </Stack>
  );
}

interface FieldsConflictProps {
  mine: FormField[];
  current: Form;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** The fields as the user arranged them and as another editor saved them. */
export function FieldsConflict({ mine, current, onKeepMine, onTakeTheirs }: FieldsConflictProps) {
  return (
    <SaveConflict
      mine={<FieldsInOrder fields={mine} />}
      theirs={<FieldsInOrder fields={current.fields} />}
      theirsSavedAt={current.updatedAt}
      busy={false}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
    />
  );
}

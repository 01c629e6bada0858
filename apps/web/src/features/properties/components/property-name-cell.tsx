import { propertyNameSchema, type PropertyListItem } from '@kontor/core/schemas/properties';
import { InlineTextEdit } from '../../../components/form/inline-text-edit.tsx';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProperty } from '../api/update-property.ts';
import { messages } from '../messages.ts';

interface PropertyNameCellProps {
  projectId: string;
  property: PropertyListItem;
  /** Reloads the list after a stale-version conflict. */
  onStale: () => void;
}

/** The inline-editable name of a list row, saved with the row's version. */
export function PropertyNameCell({ projectId, property, onStale }: PropertyNameCellProps) {
  const updateMutation = useUpdateProperty(projectId);
  return (
    <InlineTextEdit
      value={property.name}
      label={messages.editName}
      schema={propertyNameSchema}
      field="name"
      onStale={onStale}
      save={(name) =>
        updateMutation
          .mutateAsync({ propertyId: property.id, body: { version: property.version, name } })
          .then(() => notify.success(messages.updated))
      }
    />
  );
}

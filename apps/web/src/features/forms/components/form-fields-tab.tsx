import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { Form, FormField } from '@kontor/core/schemas/forms';
import { DataTable, type DataTableColumn } from '../../../components/list/data-table.tsx';
import { deleteColumn, useConfirmedDelete } from '../../../components/list/delete-action.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { refusalOf } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateFormFields } from '../api/forms.ts';
import { newFieldDraft, withField, withoutField, type FieldDraft } from '../field-editor.ts';
import { fieldTypeLabels, messages } from '../messages.ts';
import { FieldDialog } from './field-dialog.tsx';

const deleteTexts = {
  delete: messages.delete,
  deleteTitle: messages.deleteFieldTitle,
  deleteConfirm: messages.fieldDeleteQuestion,
  deleted: messages.fieldDeleted,
};

function fieldColumns(
  actions: { onEdit: (field: FormField) => void; onDelete: (field: FormField) => void } | null,
): DataTableColumn<FormField>[] {
  const columns: DataTableColumn<FormField>[] = [
    { key: 'name', header: messages.fieldName, render: (f) => <Text size="sm">{f.name}</Text> },
    { key: 'label', header: messages.fieldLabel, render: (f) => <Text size="sm">{f.label}</Text> },
    {
      key: 'type',
      header: messages.fieldType,
      render: (f) => <Text size="sm">{fieldTypeLabels[f.type]}</Text>,
    },
    {
      key: 'required',
      header: messages.fieldRequired,
      render: (f) =>
        f.required ? (
          <Badge variant="light" size="sm">
            {messages.fieldRequired}
          </Badge>
        ) : null,
    },
  ];
  if (!actions) return columns;
  const deleting = deleteColumn(deleteTexts, (f: FormField) => f.name, actions.onDelete);
  // One actions cell, so a phone's card shows both buttons in one row.
  const edit: DataTableColumn<FormField> = {
    key: 'actions',
    header: '',
    width: 100,
    render: (f) => (
      <Group gap={4} wrap="nowrap">
        <Tooltip label={messages.editField} withArrow>
          <ActionIcon
            variant="subtle"
            aria-label={`${f.name} bearbeiten`}
            onClick={() => actions.onEdit(f)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {deleting.render(f)}
      </Group>
    ),
  };
  return [...columns, edit];
}

interface FormFieldsTabProps {
  projectId: string;
  form: Form;
}

/** Felder (spec 001 §2): add, edit and delete the form's fields; a static form only shows them. */
export function FormFieldsTab({ projectId, form }: FormFieldsTabProps) {
  const save = useUpdateFormFields(projectId, form.id);
  const [editing, setEditing] = useState<{ draft: FieldDraft; isNew: boolean } | null>(null);
  const editable = !form.settings.staticForm;
  const saveFields = (
    fields: FormField[],
    options: { onSuccess: () => void; onError: (e: unknown) => void },
  ) => save.mutate({ version: form.version, fields }, options);
  const deleting = useConfirmedDelete<FormField>(
    {
      mutate: (id, options) => saveFields(withoutField(form.fields, id), options),
      isPending: save.isPending,
    },
    deleteTexts,
  );

  function confirm(field: FormField) {
    saveFields(withField(form.fields, field), {
      onSuccess: () => {
        notify.success(messages.saved);
        setEditing(null);
      },
      onError: (error) =>
        notify.error(refusalOf(error, () => false).message ?? errorMessage(error)),
    });
  }

  const columns = fieldColumns(
    editable
      ? { onEdit: (field) => setEditing({ draft: field, isNew: false }), onDelete: deleting.ask }
      : null,
  );
  return (
    <Stack gap="md">
      {editable ? (
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ draft: newFieldDraft(), isNew: true })}
          >
            {messages.addField}
          </Button>
        </Group>
      ) : (
        <Alert color="gray" variant="light" role="note">
          {messages.staticForm}
        </Alert>
      )}
      <DataTable
        label={messages.tabFields}
        columns={columns}
        rows={form.fields}
        getRowId={(f) => f.id}
        emptyText={messages.noFields}
      />
      {deleting.dialog}
      {editing ? (
        <FieldDialog
          key={editing.draft.id}
          draft={editing.draft}
          isNew={editing.isNew}
          others={form.fields.filter((f) => f.id !== editing.draft.id)}
          saving={save.isPending}
          onConfirm={confirm}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

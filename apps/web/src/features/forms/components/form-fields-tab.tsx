import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Form, FormField } from '@kontor/core/schemas/forms';
import { AutosaveIndicator } from '../../../components/form/autosave-indicator.tsx';
import { AutosaveLeaveGuard } from '../../../components/form/autosave-leave-guard.tsx';
import { useAutosaver } from '../../../components/form/use-autosaver.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { isFormConflict, useFormAutosaveRequests } from '../api/forms.ts';
import {
  AUTOSAVE_RETRY_MS,
  FIELD_EDITOR_SAVE_MS,
  newFieldDraft,
  withField,
  withoutField,
  type FieldDraft,
} from '../field-editor.ts';
import { messages } from '../messages.ts';
import { FieldDialog } from './field-dialog.tsx';
import { FieldList, fieldTitle } from './field-list.tsx';
import { FieldsConflict } from './fields-conflict.tsx';

interface FormFieldsTabProps {
  projectId: string;
  form: Form;
}

/**
 * Felder (spec 001 §2): add, edit, delete and reorder the form's fields, auto-saved (field
 * editor and option edits 1 s, spec 001 §9); a static form only shows them.
 */
export function FormFieldsTab({ projectId, form }: FormFieldsTabProps) {
  const requests = useFormAutosaveRequests(projectId, form.id);
  const version = useRef(form.version);
  const [fields, setFields] = useState<FormField[]>(form.fields);
  const [editing, setEditing] = useState<{ draft: FieldDraft; isNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState<FormField | null>(null);
  const [finishing, setFinishing] = useState(false);
  const { saver, state } = useAutosaver<FormField[]>({
    delay: FIELD_EDITOR_SAVE_MS,
    retryDelay: AUTOSAVE_RETRY_MS,
    save: async (next) => {
      const saved = await requests.saveFields({ version: version.current, fields: next });
      version.current = saved.version;
    },
    isConflict: isFormConflict,
  });
  const editable = !form.settings.staticForm;

  // Saved elsewhere (another tab, a reload of the query) while nothing waits here: show it.
  useEffect(() => {
    if (form.version === version.current || saver.hasUnsaved()) return;
    version.current = form.version;
    setFields(form.fields);
  }, [form, saver]);
  // A conflict is decided in the tab, with both versions side by side.
  useEffect(() => {
    if (state.status === 'conflict') setEditing(null);
  }, [state.status]);

  const change = useCallback(
    (next: FormField[]) => {
      setFields(next);
      saver.change(next);
    },
    [saver],
  );
  // Reordering and deleting are single acts: saved at once, not after the quiet time.
  const changeNow = (next: FormField[]) => {
    change(next);
    return saver.flush();
  };
  const latestFields = useRef(fields);
  latestFields.current = fields;
  const changeField = useCallback(
    (field: FormField) => change(withField(latestFields.current, field)),
    [change],
  );

  const status = (
    <AutosaveIndicator
      status={state.status}
      error={state.status === 'failed' ? errorMessage(state.error) : undefined}
      onRetry={saver.retry}
    />
  );
  const conflict = state.status === 'conflict' && isFormConflict(state.error) ? state.error : null;

  async function finishEditing() {
    setFinishing(true);
    const saved = await saver.flush();
    setFinishing(false);
    if (saved) {
      notify.success(messages.saved);
      setEditing(null);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    const saved = await changeNow(withoutField(fields, deleting.id));
    setDeleting(null);
    if (saved) notify.success(messages.fieldDeleted);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {status}
        {editable ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ draft: newFieldDraft(), isNew: true })}
            disabled={conflict !== null}
          >
            {messages.addField}
          </Button>
        ) : null}
      </Group>
      {editable ? null : (
        <Alert color="gray" variant="light" role="note">
          {messages.staticForm}
        </Alert>
      )}
      {conflict ? (
        <FieldsConflict
          mine={fields}
          current={conflict.conflict.current}
          onKeepMine={() => {
            version.current = conflict.conflict.current.version;
            saver.resolve(latestFields.current);
          }}
          onTakeTheirs={() => {
            const { current } = conflict.conflict;
            version.current = current.version;
            setFields(current.fields);
            saver.resolve(null);
            requests.adopt(current);
          }}
        />
      ) : null}
      <FieldList
        fields={fields}
        onReorder={(next) => void changeNow(next)}
        actions={
          editable && !conflict
            ? {
                onEdit: (field) => setEditing({ draft: field, isNew: false }),
                deleteButton: (field) => (
                  <Tooltip label={messages.delete} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${fieldTitle(field)} löschen`}
                      onClick={() => setDeleting(field)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ),
              }
            : null
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={messages.deleteFieldTitle}
        message={messages.fieldDeleteQuestion}
        confirmLabel={messages.delete}
        danger
        loading={state.status === 'saving'}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
      {editing ? (
        <FieldDialog
          key={editing.draft.id}
          draft={editing.draft}
          isNew={editing.isNew}
          others={fields.filter((f) => f.id !== editing.draft.id)}
          status={status}
          saving={finishing}
          onChange={changeField}
          onDone={() => void finishEditing()}
          onClose={() => {
            setEditing(null);
            void saver.flush();
          }}
        />
      ) : null}
      <AutosaveLeaveGuard saver={saver} />
    </Stack>
  );
}

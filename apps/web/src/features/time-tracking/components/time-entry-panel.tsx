import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Switch, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { TimeEntryView } from '@kontor/core/schemas/time-tracking-api';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SlideInPanel } from '../../../components/slide-in-panel.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { refusalOf } from '../../../lib/form-errors.ts';
import { useReportDirty } from '../../../components/form/dirty-scope.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCreateEntry, useDeleteEntry, useUpdateEntry } from '../api/time-tracking-api.ts';
import { emptyEntryForm, entryBodyOf, entryFormOf, type EntryForm } from '../entry-form.ts';
import { messages } from '../messages.ts';
import { dayLabel } from '../time-format.ts';
import { EntryFields, entryFieldShows } from './entry-fields.tsx';
import { useEntryCheck } from './use-entry-check.ts';

const t = messages.entry;

/** The day a time is added to, or the time being edited. */
export interface EntryTarget {
  date: string;
  entry?: TimeEntryView;
}

interface TimeEntryPanelProps {
  projectId: string;
  userId: string;
  target: EntryTarget | null;
  onClose: () => void;
}

/** The time slide-in: add, change or delete a time with its breaks (spec 000 §2, §5). */
export function TimeEntryPanel({ target, onClose, ...props }: TimeEntryPanelProps) {
  const title = target
    ? `${target.entry ? t.editTitle : t.createTitle}: ${dayLabel(target.date)}`
    : '';
  return (
    <SlideInPanel opened={target !== null} title={title} onClose={onClose}>
      {target ? (
        <EntryEditor
          key={target.entry?.id ?? target.date}
          {...props}
          target={target}
          onDone={onClose}
        />
      ) : null}
    </SlideInPanel>
  );
}

function EntryEditor({
  projectId,
  userId,
  target,
  onDone,
}: Omit<TimeEntryPanelProps, 'target' | 'onClose'> & { target: EntryTarget; onDone: () => void }) {
  const { entry, date } = target;
  const [initial] = useState<EntryForm>(() => (entry ? entryFormOf(entry) : emptyEntryForm()));
  const [form, setForm] = useState<EntryForm>(initial);
  // The slide-in asks before closing over changed input.
  useReportDirty(JSON.stringify(form) !== JSON.stringify(initial));
  const [touched, setTouched] = useState(Boolean(entry));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const create = useCreateEntry(projectId);
  const update = useUpdateEntry(projectId);
  const remove = useDeleteEntry(projectId);
  const body = entryBodyOf(form, date);
  const check = useEntryCheck(projectId, { ...body, userId, entryId: entry?.id });
  const errors = touched ? { ...check.errors, ...serverErrors } : serverErrors;

  const change = (patch: Partial<EntryForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setTouched(true);
    setServerErrors({});
  };
  const failed = (error: unknown) => {
    const { fields, message } = refusalOf(error, (path) => entryFieldShows(path));
    setServerErrors(fields);
    if (message !== null) notify.error(message);
  };
  const done = (text: string) => () => {
    notify.success(text);
    onDone();
  };
  const save = () => {
    setTouched(true);
    if (entry) {
      update.mutate(
        { id: entry.id, body: { ...body, version: entry.version } },
        { onSuccess: done(t.saved), onError: failed },
      );
    } else {
      create.mutate({ ...body, userId }, { onSuccess: done(t.saved), onError: failed });
    }
  };

  return (
    <Stack gap="md">
      <EntryFields form={form} change={change} errors={errors} locked={Boolean(entry)} />
      <Switch
        label={t.fullDay}
        checked={form.fullDay}
        onChange={(event) => change({ fullDay: event.currentTarget.checked })}
      />
      <Textarea
        label={t.comment}
        autosize
        minRows={2}
        value={form.comment}
        onChange={(event) => change({ comment: event.currentTarget.value })}
      />
      {check.findings.length > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          title={t.findings}
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          <List size="sm">
            {check.findings.map((finding) => (
              <List.Item key={finding.code}>{finding.message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Group justify="space-between">
        {entry ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t.delete}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={save} loading={create.isPending || update.isPending}>
          {t.save}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t.delete}
        message={t.deleteConfirm}
        confirmLabel={t.delete}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          entry &&
          remove.mutate(entry.id, {
            onSuccess: done(t.deleted),
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

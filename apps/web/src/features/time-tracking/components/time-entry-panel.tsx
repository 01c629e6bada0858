import { useState } from 'react';
import { Button, Group, Stack, Switch, Tabs, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TimeEntryView } from '@kontor/core/schemas/time-tracking-api';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FindingsAlert } from '../../../components/findings-alert.tsx';
import { SlideInPanel } from '../../../components/slide-in-panel.tsx';
import { refusalOf } from '../../../lib/form-errors.ts';
import { useReportDirty } from '../../../components/form/dirty-scope.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCreateEntry, useDeleteEntry, useUpdateEntry } from '../api/time-tracking-api.ts';
import { emptyEntryForm, entryBodyOf, entryFormOf, type EntryForm } from '../entry-form.ts';
import { messages } from '../messages.ts';
import { dayLabel } from '../time-format.ts';
import { ChangeHistory } from './change-history.tsx';
import { asksChangeReason, ChangeReasonField, missingReason } from './change-reason-field.tsx';
import { EntryFields, entryFieldShows } from './entry-fields.tsx';
import { EntryRecording } from './entry-recording.tsx';
import { useEntryCheck } from './use-entry-check.ts';

const t = messages.entry;
const h = messages.history;
/** The server's messages the slide-in shows beside its fields (the reason among them). */
const shows = (path: string) => entryFieldShows(path) || path === 'reason';

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
    // Editing, the slide-in is wider: its 'Verlauf' tab is a table of five columns.
    <SlideInPanel
      opened={target !== null}
      title={title}
      onClose={onClose}
      size={target?.entry ? 'xl' : 'lg'}
    >
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
  const [tab, setTab] = useState<string | null>('edit');
  const [reason, setReason] = useState('');
  // A time of a past week is changed or deleted only with a reason (the Verlauf keeps it).
  const needsReason = Boolean(entry) && asksChangeReason([date]);
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
    const { fields, message } = refusalOf(error, shows);
    setServerErrors(fields);
    if (message !== null) notify.error(message);
  };
  /** False (with the message beside the field) when a past week's change has no reason. */
  const reasonGiven = () => {
    const missing = missingReason(needsReason, reason);
    if (missing) setServerErrors((current) => ({ ...current, reason: missing }));
    return missing === null;
  };
  const done = (text: string) => () => {
    notify.success(text);
    onDone();
  };
  const save = () => {
    setTouched(true);
    if (entry) {
      if (!reasonGiven()) return;
      update.mutate(
        { id: entry.id, body: { ...body, version: entry.version, reason: reason || null } },
        { onSuccess: done(t.saved), onError: failed },
      );
    } else {
      create.mutate({ ...body, userId }, { onSuccess: done(t.saved), onError: failed });
    }
  };

  const reasonField = needsReason ? (
    <ChangeReasonField
      value={reason}
      error={serverErrors.reason}
      onChange={(value) => {
        setReason(value);
        setServerErrors(({ reason: _gone, ...rest }) => rest);
      }}
    />
  ) : null;

  const editor = (
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
      <FindingsAlert title={t.findings} findings={check.findings} />
      <FindingsAlert title={t.payrollFindings} findings={check.payroll} />
      {entry ? <EntryRecording entry={entry} /> : null}
      {reasonField}
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
        message={
          <Stack gap="sm">
            <Text>{t.deleteConfirm}</Text>
            {reasonField}
          </Stack>
        }
        confirmLabel={t.delete}
        danger
        loading={remove.isPending}
        onConfirm={() => {
          if (!entry || !reasonGiven()) return;
          remove.mutate(
            { id: entry.id, reason },
            {
              onSuccess: done(t.deleted),
              onError: (error) => {
                const { fields, message } = refusalOf(error, (path) => path === 'reason');
                setServerErrors(fields);
                if (message !== null) notify.error(message);
              },
            },
          );
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );

  if (!entry) return editor;
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="edit">{h.editTab}</Tabs.Tab>
        <Tabs.Tab value="history">{h.tab}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="edit">{editor}</Tabs.Panel>
      <Tabs.Panel value="history">
        <ChangeHistory projectId={projectId} entity="entry" id={entry.id} />
      </Tabs.Panel>
    </Tabs>
  );
}

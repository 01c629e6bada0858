import { useRef, useState, type ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Group, Text, Textarea } from '@mantine/core';
import { Link } from 'react-router';
import { canEditTaskField } from '@kontor/core/states/task-states';
import { MAX_ASSIGNED_STAFF } from '@kontor/core/schemas/properties';
import type { TaskDetail, UpdateTaskBody } from '@kontor/core/schemas/tasks';
import { AutosaveIndicator } from '../../../components/form/autosave-indicator.tsx';
import { useAutosave } from '../../../components/form/use-autosave.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangeTaskStaff, useUpdateTask } from '../api/task-detail.ts';
import { messages } from '../messages.ts';
import { StaffNames } from './staff-names.tsx';
import { PropertyPicker, StaffPicker } from './task-pickers.tsx';
import { TaskScheduleDialog } from './task-schedule-dialog.tsx';
import { TaskTime } from './task-time.tsx';

const t = messages.info;
/** Spec: the description saves itself two seconds after the last key. */
const DESCRIPTION_AUTOSAVE_MS = 2000;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <div>{children}</div>
    </>
  );
}

/** Status, Datum, Abgeschlossen, Objekt, Zugeteilt, Beschreibung and Ticket of one task. */
export function TaskFields({ projectId, task }: { projectId: string; task: TaskDetail }) {
  const update = useUpdateTask(projectId, task.id);
  const changeStaff = useChangeTaskStaff(projectId, task.id);
  const [editingDate, setEditingDate] = useState(false);
  const [description, setDescription] = useState(task.description);
  // The latest version the server answered with: each save carries it (optimistic locking).
  const version = useRef(task.version);
  version.current = task.version;
  const can = (field: Parameters<typeof canEditTaskField>[1]) =>
    canEditTaskField(task.state, field);

  const patch = (body: Omit<UpdateTaskBody, 'version'>) =>
    update.mutateAsync({ ...body, version: version.current });
  const saveNow = (body: Omit<UpdateTaskBody, 'version'>, success: string) =>
    patch(body).then(
      () => notify.success(success),
      (error: unknown) => notify.error(errorMessage(error)),
    );
  const autosave = useAutosave({
    value: description,
    enabled: can('description'),
    save: (text) => patch({ description: text }),
    delay: DESCRIPTION_AUTOSAVE_MS,
  });

  return (
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: '9rem minmax(0, 1fr)',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      <Field label={t.state}>
        <Badge variant="light" color="gray" c="dark.6">
          {messages.stateLabels[task.state]}
        </Badge>
      </Field>
      <Field label={t.date}>
        <Group gap="sm">
          <TaskTime task={task} />
          {can('schedule') ? (
            <Button size="compact-xs" variant="subtle" onClick={() => setEditingDate(true)}>
              {t.editDate}
            </Button>
          ) : null}
        </Group>
      </Field>
      <Field label={t.completedAt}>
        <Text size="sm">{task.completedAt ? formatDate(task.completedAt) : t.notCompleted}</Text>
      </Field>
      <Field label={t.property}>
        {can('property') ? (
          <PropertyPicker
            projectId={projectId}
            label={t.property}
            hideLabel
            current={task.property}
            required
            value={task.property.id}
            disabled={update.isPending}
            onChange={(propertyId) => propertyId && void saveNow({ propertyId }, t.propertySaved)}
          />
        ) : (
          <Text size="sm">{task.property.name || messages.noProperty}</Text>
        )}
      </Field>
      <Field label={t.staff}>
        {can('staff') ? (
          <StaffPicker
            projectId={projectId}
            label={t.staff}
            hideLabel
            max={MAX_ASSIGNED_STAFF}
            value={task.assignedStaff.map((s) => s.id)}
            disabled={changeStaff.isPending}
            onChange={(staff) =>
              changeStaff.mutate(
                { staff, version: version.current },
                {
                  onSuccess: () => notify.success(t.staffSaved),
                  onError: (error) => notify.error(errorMessage(error)),
                },
              )
            }
          />
        ) : (
          <StaffNames staff={task.assignedStaff} />
        )}
      </Field>
      <Field label={t.description}>
        {can('description') ? (
          <>
            <Textarea
              aria-label={t.description}
              autosize
              minRows={3}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <AutosaveIndicator status={autosave} />
          </>
        ) : (
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap' }}
            c={task.description ? undefined : 'dimmed'}
          >
            {task.description || messages.noDescription}
          </Text>
        )}
      </Field>
      <Field label={t.ticket}>
        {task.ticketId ? (
          <Anchor component={Link} to={`/tickets?ticket=${task.ticketId}`} size="sm">
            {t.openTicket}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {messages.noTicket}
          </Text>
        )}
      </Field>
      <TaskScheduleDialog
        opened={editingDate}
        schedule={task.schedule}
        onClose={() => setEditingDate(false)}
        save={(schedule) => patch({ schedule })}
      />
    </Box>
  );
}

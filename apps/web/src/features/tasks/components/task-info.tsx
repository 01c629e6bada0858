import { useState } from 'react';
import { Alert, Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { canEditTaskField } from '@kontor/core/states/task-states';
import { taskTitleSchema } from '@kontor/core/schemas/tasks';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { InlineTextEdit } from '../../../components/form/inline-text-edit.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteTask, useTask, useUpdateTask } from '../api/task-detail.ts';
import { messages } from '../messages.ts';
import { TaskFields } from './task-fields.tsx';
import { TaskHistory } from './task-history.tsx';
import { TaskInfoTabs } from './task-info-tabs.tsx';

interface TaskInfoProps {
  projectId: string;
  taskId: string;
  onDeleted: () => void;
}

/** The info slide-in of a task: its fields, the tabs, the history and 'Aufgabe löschen'. */
export function TaskInfo({ projectId, taskId, onDeleted }: TaskInfoProps) {
  const task = useTask(projectId, taskId);
  const remove = useDeleteTask(projectId);
  const update = useUpdateTask(projectId, taskId);
  const [confirming, setConfirming] = useState(false);

  if (task.isPending) return <Loader size="sm" role="status" aria-label="Wird geladen" />;
  if (task.isError) {
    return (
      <Alert color="red" role="alert" title={messages.info.loadFailed}>
        {errorMessage(task.error)}
      </Alert>
    );
  }
  const deleteTask = () =>
    remove.mutate(taskId, {
      onSuccess: () => {
        notify.success(messages.deleted);
        setConfirming(false);
        onDeleted();
      },
      onError: (error) => notify.error(errorMessage(error)),
    });

  return (
    <Stack gap="lg">
      {/* Spec 000 §4: the title changes only while the task is created or assigned. */}
      {canEditTaskField(task.data.state, 'title') ? (
        <InlineTextEdit
          value={task.data.title}
          label={messages.info.editTitle}
          schema={taskTitleSchema}
          field="title"
          textProps={{ fw: 600, size: 'lg' }}
          maxWidth={560}
          save={(title) =>
            update
              .mutateAsync({ title, version: task.data.version })
              .then(() => notify.success(messages.info.titleSaved))
          }
        />
      ) : (
        <Text fw={600} size="lg">
          {task.data.title}
        </Text>
      )}
      <TaskFields projectId={projectId} task={task.data} />
      <TaskInfoTabs projectId={projectId} task={task.data} />
      <Divider />
      <TaskHistory entries={task.data.history} />
      <Group justify="flex-end">
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {messages.delete}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={messages.delete}
        message={messages.deleteConfirm}
        confirmLabel={messages.delete}
        danger
        loading={remove.isPending}
        onConfirm={deleteTask}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import {
  berlinToday,
  taskScheduleSchemaFor,
  type TaskSchedule,
} from '@kontor/core/scheduling/index';
import { refusalOf } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { messages } from '../messages.ts';
import { emptySchedule, errorsBelow, ScheduleEditor } from './schedule-editor.tsx';
import { GuardedModal } from '../../../components/form/guarded-modal.tsx';

interface TaskScheduleDialogProps {
  opened: boolean;
  schedule: TaskSchedule | null;
  onClose: () => void;
  save: (schedule: TaskSchedule) => Promise<unknown>;
}

/** 'Datum ändern' of an assigned task: the time editor, checked before and by the server. */
export function TaskScheduleDialog({ opened, schedule, onClose, save }: TaskScheduleDialogProps) {
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={messages.info.editDate}
      centered
      size="lg"
    >
      {opened ? (
        <ScheduleForm initial={schedule ?? emptySchedule()} onClose={onClose} save={save} />
      ) : null}
    </GuardedModal>
  );
}

function ScheduleForm({
  initial,
  onClose,
  save,
}: Omit<TaskScheduleDialogProps, 'opened' | 'schedule'> & { initial: TaskSchedule }) {
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);

  async function submit() {
    const checked = taskScheduleSchemaFor(berlinToday(Date.now())).safeParse(value);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setSaving(true);
    try {
      await save(value);
      notify.success(messages.info.dateSaved);
      onClose();
    } catch (error) {
      const { fields, message } = refusalOf(error, (path) => path.startsWith('schedule.'));
      setErrors(errorsBelow(fields, 'schedule.'));
      if (message !== null) notify.error(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="md">
      <ScheduleEditor value={value} onChange={setValue} errors={errors} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saving}>
          Abbrechen
        </Button>
        <Button onClick={() => void submit()} loading={saving}>
          {messages.info.saveDate}
        </Button>
      </Group>
    </Stack>
  );
}

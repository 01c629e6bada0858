import { SegmentedControl } from '@mantine/core';
import { TASK_LIST_PAGES } from '@kontor/core/schemas/tasks';
import { messages } from '../messages.ts';
import type { TaskListPage } from '../task-list-state.ts';

interface TaskPageSwitchProps {
  value: TaskListPage;
  /** Tasks per page (of the filtered rows), once the list has answered. */
  counts?: Record<TaskListPage, number>;
  onChange: (page: TaskListPage) => void;
}

/** Switches between 'Aktive', 'Ausgeführte', 'Erledigte' and 'Archivierte Aufgaben'. */
export function TaskPageSwitch({ value, counts, onChange }: TaskPageSwitchProps) {
  return (
    <SegmentedControl
      aria-label={messages.pageSwitch}
      value={value}
      onChange={(page) => onChange(page as TaskListPage)}
      data={TASK_LIST_PAGES.map((page) => ({
        value: page,
        label: counts
          ? `${messages.pageLabels[page]} (${counts[page]})`
          : messages.pageLabels[page],
      }))}
    />
  );
}

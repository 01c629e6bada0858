import { TASK_TABS } from '@kontor/core/scheduling/index';
import { TASK_LIST_PAGES } from '@kontor/core/schemas/tasks';
import type { ListStateSpec } from '../../components/list/list-state.ts';

export type TaskListPage = (typeof TASK_LIST_PAGES)[number];

/** The task list's URL state; the page ('status') is kept apart so 'reset' does not leave it. */
export const TASK_LIST: ListStateSpec<'default', (typeof TASK_TABS)[number]> = {
  sorts: ['default'],
  defaultSort: 'default',
  tabs: TASK_TABS,
  filters: ['task', 'propertyId', 'staffId'],
  defaultPageSize: 20,
};

export function taskPageOf(value: string | null): TaskListPage {
  return TASK_LIST_PAGES.find((page) => page === value) ?? 'active';
}

/** With `?task=`, the page that holds the task when it is not on the shown one. */
export function pageHoldingTask(
  shown: TaskListPage,
  counts: Record<TaskListPage, number>,
): TaskListPage | null {
  if (counts[shown] > 0) return null;
  return TASK_LIST_PAGES.find((page) => counts[page] > 0) ?? null;
}

/** On 'Aktive Aufgaben' with `?task=`, the tab that holds the task when it is not the shown one. */
export function tabHoldingTask<T extends string>(
  shown: NoInfer<T>,
  counts: Record<T, number>,
): T | null {
  if (counts[shown] > 0) return null;
  return (Object.keys(counts) as T[]).find((tab) => counts[tab] > 0) ?? null;
}

import { useEffect, useMemo, useState } from 'react';
import { Group } from '@mantine/core';
import { IconArchive, IconCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { TASK_TAB_LABELS, TASK_TABS } from '@kontor/core/scheduling/index';
import { ListPage, type BulkAction } from '../../../components/list/list-page.tsx';
import { useListState } from '../../../components/list/use-list-state.ts';
import { useTasks } from '../api/get-tasks.ts';
import { useBulkTaskStep } from '../api/task-actions.ts';
import { messages } from '../messages.ts';
import { TASK_LIST, pageHoldingTask, tabHoldingTask } from '../task-list-state.ts';
import { useTaskPage } from '../use-task-page.ts';
import { CreateTaskModal } from './create-task-modal.tsx';
import { TaskFilters } from './task-filters.tsx';
import { TaskInfo } from './task-info.tsx';
import { TaskPageSwitch } from './task-page-switch.tsx';
import { taskColumns } from './task-columns.tsx';
import { TaskTimeLegend } from './task-time-legend.tsx';

export interface TaskListProps {
  projectId: string;
  /** Inside a property page: that property's tasks, its URL params prefixed. */
  propertyId?: string;
}

/** Throws the refusal of a one-task bulk step, so the kit reports it like a failed request. */
async function applied(step: Promise<{ refused: { reason: string }[] }>) {
  const result = await step;
  if (result.refused[0]) throw new Error(result.refused[0].reason);
}

/**
 * The task pages (spec 000 §2 "Tasks"): 'Aktive Aufgaben' with its four tabs, the executed,
 * completed and archived pages, filters, bulk steps, the info slide-in and 'Aufgabe erstellen'.
 */
export function TaskList({ projectId, propertyId }: TaskListProps) {
  const spec = useMemo(
    () => (propertyId ? { ...TASK_LIST, paramPrefix: 'aufgaben' } : TASK_LIST),
    [propertyId],
  );
  const list = useListState(spec);
  const [params] = useSearchParams();
  const [status, showPage] = useTaskPage(spec, Boolean(propertyId));
  const [creating, setCreating] = useState(params.get('create') === '1');
  const { page, pageSize, search, filters } = list.state;
  const tab = list.state.tab ?? 'thisWeek';
  const tasks = useTasks(projectId, {
    page,
    pageSize,
    status,
    tab: status === 'active' ? tab : undefined,
    search: search || undefined,
    task: filters.task,
    propertyId: propertyId ?? filters.propertyId,
    staffId: filters.staffId,
  });
  const close = useBulkTaskStep(projectId, 'close');
  const archive = useBulkTaskStep(projectId, 'archive');

  // `?task=` names one task: show the page and tab that hold it.
  const counts = tasks.data?.counts;
  const wanted = filters.task;
  useEffect(() => {
    if (!wanted || !counts || tasks.isPlaceholderData) return;
    const otherPage = pageHoldingTask(status, counts.pages);
    if (otherPage) return showPage(otherPage, true);
    const otherTab = status === 'active' ? tabHoldingTask(tab, counts.tabs) : null;
    if (otherTab) list.set({ tab: otherTab });
    // Runs when an answer arrives; showPage and list.set only write the URL.
  }, [wanted, counts, tasks.isPlaceholderData]);

  const bulkActions: BulkAction[] | undefined =
    status === 'executed'
      ? [
          {
            texts: messages.closeSelected,
            icon: <IconCheck size={16} aria-hidden />,
            run: (id) => applied(close.mutateAsync([id])),
          },
        ]
      : status === 'completed'
        ? [
            {
              texts: messages.archiveSelected,
              icon: <IconArchive size={16} aria-hidden />,
              run: (id) => applied(archive.mutateAsync([id])),
            },
          ]
        : undefined;

  return (
    <>
      <ListPage
        texts={{ ...messages.list, title: messages.pageTitles[status] }}
        embedded={Boolean(propertyId)}
        onCreate={() => setCreating(true)}
        actions={
          <TaskPageSwitch value={status} counts={counts?.pages} onChange={(p) => showPage(p)} />
        }
        list={list}
        query={tasks}
        tabs={
          status === 'active'
            ? TASK_TABS.map((value) => ({
                value,
                label: TASK_TAB_LABELS[value],
                count: counts?.tabs[value],
              }))
            : undefined
        }
        columns={taskColumns(status !== 'active', (id) => list.set({ selected: id }))}
        filters={
          <Group gap="sm" align="end">
            <TaskFilters projectId={projectId} list={list} withProperty={!propertyId} />
          </Group>
        }
        bulkActions={bulkActions}
        panel={{
          title: messages.info.panelTitle,
          render: (id, closePanel) => (
            <TaskInfo projectId={projectId} taskId={id} onDeleted={closePanel} />
          ),
        }}
      />
      <TaskTimeLegend />
      <CreateTaskModal
        projectId={projectId}
        propertyId={propertyId}
        ticketId={params.get('ticket')}
        opened={creating}
        onClose={() => setCreating(false)}
      />
    </>
  );
}

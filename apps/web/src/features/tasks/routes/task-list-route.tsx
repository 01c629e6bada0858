import { useProjectId } from '../../../lib/active-project.ts';
import { TaskList } from '../components/task-list.tsx';

/** Route /tasks: the project's task pages. */
export function TaskListRoute() {
  return <TaskList projectId={useProjectId()} />;
}

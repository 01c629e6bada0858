import { useNavigate, useParams, useSearchParams } from 'react-router';
import { listParam, writeListState, type ListStateSpec } from '../../components/list/list-state.ts';
import { taskPageOf, type TaskListPage } from './task-list-state.ts';

/**
 * The shown task page and how to change it. On /tasks it is the path (/tasks/executed, as the
 * sidebar links); inside a property page the prefixed `status` param. A new page starts at
 * row page 1 on its first tab; search and filters stay.
 */
export function useTaskPage(
  spec: ListStateSpec,
  embedded: boolean,
): [TaskListPage, (page: TaskListPage, replace?: boolean) => void] {
  const { page: pathPage } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const statusParam = listParam(spec, 'status');
  const shown = taskPageOf(embedded ? params.get(statusParam) : (pathPage ?? null));

  const show = (page: TaskListPage, replace = false) => {
    const current = new URLSearchParams(window.location.search);
    const search = writeListState(current, { page: 1, tab: undefined }, spec);
    if (!embedded) {
      navigate({ pathname: `/tasks/${page}`, search: search.toString() }, { replace });
      return;
    }
    if (page === 'active') search.delete(statusParam);
    else search.set(statusParam, page);
    navigate({ search: search.toString() }, { replace });
  };
  return [shown, show];
}

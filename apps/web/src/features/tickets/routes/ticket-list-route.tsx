import { useProjectId } from '../../../lib/active-project.ts';
import { TicketList } from '../components/ticket-list.tsx';

/** Route /tickets: the project's ticket pages. */
export function TicketListRoute() {
  return <TicketList projectId={useProjectId()} />;
}

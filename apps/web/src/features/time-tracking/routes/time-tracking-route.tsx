import { UrlTabsPage } from '../../../components/url-tabs-page.tsx';
import { useProjectId } from '../../../lib/active-project.ts';
import { AbsencesTab } from '../components/absences-tab.tsx';
import { CalendarTab } from '../components/calendar-tab.tsx';
import { EmployeeMonth } from '../components/employee-month.tsx';
import { WeekTab } from '../components/week-tab.tsx';
import { messages } from '../messages.ts';
import { useTimeStaff } from '../time-staff.ts';

/**
 * Route /time-tracking?tab=…: 'Zeiterfassung' with its four tabs (spec 000 §2); the team's
 * Wochenübersicht and Kalender are for staff, a worker has their month and absences.
 */
export function TimeTrackingRoute() {
  const projectId = useProjectId();
  const { staff } = useTimeStaff();
  const t = messages.tabs;
  const weekTab = {
    value: 'woche',
    label: t.week,
    render: () => <WeekTab projectId={projectId} />,
  };
  const calendarTab = {
    value: 'kalender',
    label: t.calendar,
    render: () => <CalendarTab projectId={projectId} />,
  };
  return (
    <UrlTabsPage
      title={messages.title}
      description={messages.description}
      tabs={[
        {
          value: 'mitarbeiter',
          label: t.employee,
          render: () => <EmployeeMonth projectId={projectId} />,
        },
        ...(staff ? [weekTab] : []),
        {
          value: 'abwesenheiten',
          label: t.absences,
          render: () => <AbsencesTab projectId={projectId} />,
        },
        ...(staff ? [calendarTab] : []),
      ]}
    />
  );
}

import { UrlTabsPage } from '../../../components/url-tabs-page.tsx';
import { useProjectId } from '../../../lib/active-project.ts';
import { AbsencesTab } from '../components/absences-tab.tsx';
import { CalendarTab } from '../components/calendar-tab.tsx';
import { EmployeeMonth } from '../components/employee-month.tsx';
import { WeekTab } from '../components/week-tab.tsx';
import { messages } from '../messages.ts';

/** Route /time-tracking?tab=…: 'Zeiterfassung' with its four tabs (spec 000 §2). */
export function TimeTrackingRoute() {
  const projectId = useProjectId();
  const t = messages.tabs;
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
        { value: 'woche', label: t.week, render: () => <WeekTab projectId={projectId} /> },
        {
          value: 'abwesenheiten',
          label: t.absences,
          render: () => <AbsencesTab projectId={projectId} />,
        },
        {
          value: 'kalender',
          label: t.calendar,
          render: () => <CalendarTab projectId={projectId} />,
        },
      ]}
    />
  );
}

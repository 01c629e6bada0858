import { UrlTabsPage } from '../../../components/url-tabs-page.tsx';
import { useProjectId } from '../../../lib/active-project.ts';
import { HolidaysTab } from '../components/holidays-tab.tsx';
import { RecordsTab } from '../components/records-tab.tsx';
import { SurchargesTab } from '../components/surcharges-tab.tsx';
import { TemplatesTab } from '../components/templates-tab.tsx';
import { messages } from '../messages.ts';

/** Route /time-settings?tab=…: 'Zeiten und Zuschläge' with its four tabs (spec 000 §2). */
export function TimeSettingsRoute() {
  const projectId = useProjectId();
  const t = messages.tabs;
  return (
    <UrlTabsPage
      title={messages.title}
      description={messages.description}
      tabs={[
        {
          value: 'zuschlaege',
          label: t.surcharges,
          render: () => <SurchargesTab projectId={projectId} />,
        },
        {
          value: 'templates',
          label: t.templates,
          render: () => <TemplatesTab projectId={projectId} />,
        },
        {
          value: 'feiertage',
          label: t.holidays,
          render: () => <HolidaysTab projectId={projectId} />,
        },
        { value: 'records', label: t.records, render: () => <RecordsTab projectId={projectId} /> },
      ]}
    />
  );
}

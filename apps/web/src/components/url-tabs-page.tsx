import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from './page-header.tsx';

export interface UrlTab {
  /** The `?tab=` value. */
  value: string;
  label: string;
  render: () => ReactNode;
  /** Header buttons while this tab is shown (e.g. its create button). */
  actions?: ReactNode;
}

interface UrlTabsPageProps {
  title: string;
  description: string;
  /** The first is shown without (or with an unknown) `?tab=`. */
  tabs: [UrlTab, ...UrlTab[]];
}

/** A page of tabs whose choice lives in `?tab=` (a reload or a link keeps it). */
export function UrlTabsPage({ title, description, tabs }: UrlTabsPageProps) {
  const [params, setParams] = useSearchParams();
  const active = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0];
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={active.actions}
        tabs={tabs.map(({ value, label }) => ({ value, label }))}
        activeTab={active.value}
        onTabChange={(value) => setParams({ tab: value })}
      />
      {active.render()}
    </>
  );
}

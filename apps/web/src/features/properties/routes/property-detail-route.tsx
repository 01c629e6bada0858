import { Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { AreaPlaceholder } from '../../../components/area-placeholder.tsx';
import { OwnerDocuments } from '../../../components/owner-documents.tsx';
import { PageHeader, type PageHeaderTab } from '../../../components/page-header.tsx';
import { RecordFailure } from '../../../components/record-failure.tsx';
import { useProjectId } from '../../../lib/active-project.ts';
import { useRecordSlots } from '../../../lib/record-slots.ts';
import { useProperty } from '../api/get-property.ts';
import { PropertySettings } from '../components/property-settings.tsx';
import { messages } from '../messages.ts';

const TABS = [
  { value: 'aufgaben', label: messages.tabTasks, description: messages.descTasks },
  {
    value: 'leistungsverzeichnis',
    label: messages.tabServices,
    description: messages.descServices,
  },
  { value: 'zaehler', label: messages.tabMeters, description: messages.descMeters, disabled: true },
  { value: 'tickets', label: messages.tabTickets, description: messages.descTickets },
  { value: 'dokumente', label: messages.tabDocuments, description: messages.descDocuments },
  { value: 'einstellungen', label: messages.tabSettings, description: messages.descSettings },
] as const;

type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value && !('disabled' in tab && tab.disabled));
}

/** Route /properties/:propertyId?tab=…: the property's tabs (spec 000 §2 "Property detail"). */
export function PropertyDetailRoute() {
  const projectId = useProjectId();
  const { propertyId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'aufgaben';
  const property = useProperty(projectId, propertyId);
  // Its lists and documents come from other features, through the slots app/ fills.
  const {
    propertyTasks: Tasks,
    propertyTickets: Tickets,
    propertyServices: Services,
    propertyServiceAdd: AddService,
  } = useRecordSlots();
  const current = TABS.find((t) => t.value === tab) ?? TABS[0];

  if (property.isPending) {
    return (
      <Center py={64}>
        <Loader role="status" aria-label="Lädt" />
      </Center>
    );
  }
  if (property.isError) {
    return (
      <RecordFailure
        error={property.error}
        loadFailed={messages.loadFailed}
        back={{ to: '/properties', label: messages.backToList }}
      />
    );
  }

  const data = property.data;
  const headerTabs: PageHeaderTab[] = TABS.map((t) => ({
    value: t.value,
    label: t.label,
    disabled: 'disabled' in t ? t.disabled : false,
  }));

  return (
    <>
      <PageHeader
        title={`${data.name}${data.archived ? messages.archivedSuffix : ''}`}
        description={current.description}
        actions={
          tab === 'leistungsverzeichnis' && AddService ? (
            <Suspense fallback={null}>
              <AddService projectId={projectId} propertyId={data.id} disabled={data.archived} />
            </Suspense>
          ) : null
        }
        tabs={headerTabs}
        activeTab={tab}
        onTabChange={(value) => setParams({ tab: value }, { replace: true })}
      />
      {tab === 'aufgaben' && Tasks ? (
        <Suspense fallback={<Loader role="status" aria-label="Lädt" />}>
          <Tasks projectId={projectId} propertyId={data.id} />
        </Suspense>
      ) : tab === 'tickets' && Tickets ? (
        <Suspense fallback={<Loader role="status" aria-label="Lädt" />}>
          <Tickets projectId={projectId} propertyId={data.id} />
        </Suspense>
      ) : tab === 'leistungsverzeichnis' && Services ? (
        <Suspense fallback={<Loader role="status" aria-label="Lädt" />}>
          <Services projectId={projectId} propertyId={data.id} />
        </Suspense>
      ) : tab === 'einstellungen' ? (
        <PropertySettings key={data.id} projectId={projectId} property={data} />
      ) : tab === 'dokumente' ? (
        <OwnerDocuments projectId={projectId} owner={{ type: 'object', id: data.id }} />
      ) : (
        <AreaPlaceholder title={current.label} text={messages.comingSoon} />
      )}
    </>
  );
}

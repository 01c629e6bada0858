import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { UrlTabsPage, type UrlTab } from '../../../components/url-tabs-page.tsx';
import { useProjectId } from '../../../lib/active-project.ts';
import type { Service } from '../api/services-api.ts';
import { ServiceCatalogue } from '../components/service-catalogue.tsx';
import { ServiceFormModal } from '../components/service-form-modal.tsx';
import { ServiceMatrix } from '../components/service-matrix.tsx';
import { CalendarFeedSettings } from '../components/calendar-feed-settings.tsx';
import { TourSettingsPanel } from '../components/tour-settings-panel.tsx';
import { ToursTab } from '../components/tours-tab.tsx';
import { messages } from '../messages.ts';
import { useTourRole } from '../tour-role.ts';

/**
 * Route /tours?tab=…: 'Leistungsverzeichnis' (matrix), 'Leistungseinstellungen' (catalogue) and
 * 'Touren' (spec 000 §2 "Tours"). A worker role has only 'Touren', with their own tour.
 */
export function ToursRoute() {
  const projectId = useProjectId();
  const { office } = useTourRole();
  const [, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const tours: UrlTab = {
    value: 'touren',
    label: messages.tabs.tours,
    render: () => (
      <ToursTab
        projectId={projectId}
        onGoToSettings={() => setParams({ tab: 'leistungseinstellungen' })}
        onGoToMatrix={() => setParams({ tab: 'leistungsverzeichnis' })}
      />
    ),
  };
  return (
    <>
      <UrlTabsPage
        title={messages.page.title}
        description={messages.page.description}
        tabs={
          office
            ? [
                {
                  value: 'leistungsverzeichnis',
                  label: messages.tabs.matrix,
                  render: () => (
                    <ServiceMatrix
                      projectId={projectId}
                      onGoToSettings={() => setParams({ tab: 'leistungseinstellungen' })}
                    />
                  ),
                },
                {
                  value: 'leistungseinstellungen',
                  label: messages.tabs.settings,
                  actions: (
                    <Button
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={() => setEditing('new')}
                    >
                      {messages.createService}
                    </Button>
                  ),
                  render: () => (
                    <Stack gap="lg">
                      <ServiceCatalogue projectId={projectId} onEdit={setEditing} />
                      <TourSettingsPanel projectId={projectId} />
                      <CalendarFeedSettings projectId={projectId} />
                    </Stack>
                  ),
                },
                tours,
              ]
            : [tours]
        }
      />
      <ServiceFormModal
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        projectId={projectId}
        service={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

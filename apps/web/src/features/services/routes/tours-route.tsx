import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { AreaPlaceholder } from '../../../components/area-placeholder.tsx';
import { UrlTabsPage } from '../../../components/url-tabs-page.tsx';
import { useProjectId } from '../../../lib/active-project.ts';
import type { Service } from '../api/services-api.ts';
import { ServiceCatalogue } from '../components/service-catalogue.tsx';
import { ServiceFormModal } from '../components/service-form-modal.tsx';
import { ServiceMatrix } from '../components/service-matrix.tsx';
import { messages } from '../messages.ts';

/**
 * Route /tours?tab=…: 'Leistungsverzeichnis' (matrix), 'Leistungseinstellungen' (catalogue) and
 * 'Touren' (spec 000 §2 "Tours").
 */
export function ToursRoute() {
  const projectId = useProjectId();
  const [, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  return (
    <>
      <UrlTabsPage
        title={messages.page.title}
        description={messages.page.description}
        tabs={[
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
            render: () => <ServiceCatalogue projectId={projectId} onEdit={setEditing} />,
          },
          {
            value: 'touren',
            label: messages.tabs.tours,
            render: () => (
              <AreaPlaceholder title={messages.tabs.tours} text={messages.toursFollow} />
            ),
          },
        ]}
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

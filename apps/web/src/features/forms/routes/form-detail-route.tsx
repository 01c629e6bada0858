import { Center, Group, Loader, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { RecordFailure } from '../../../components/record-failure.tsx';
import { UrlTabsPage } from '../../../components/url-tabs-page.tsx';
import { useProjectId } from '../../../lib/active-project.ts';
import { useFormDetail } from '../api/forms.ts';
import { FormDataTab } from '../components/form-data-tab.tsx';
import { FormFieldsTab } from '../components/form-fields-tab.tsx';
import { FormSettingsTab } from '../components/form-settings-tab.tsx';
import { FormShareActions } from '../components/form-share-actions.tsx';
import { messages } from '../messages.ts';

/** Route /forms/:formId?tab=…: Daten, Felder, Einstellungen (spec 001 §2 Form detail). */
export function FormDetailRoute() {
  const projectId = useProjectId();
  const { formId = '' } = useParams();
  const form = useFormDetail(projectId, formId);

  if (form.isPending) {
    return (
      <Center py={64}>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{messages.loading}</Text>
        </Group>
      </Center>
    );
  }
  if (form.isError) {
    return (
      <RecordFailure
        error={form.error}
        loadFailed={messages.loadFailed}
        notFoundTitle={messages.notFound}
        back={{ to: '/forms', label: messages.backToList }}
      />
    );
  }
  const data = form.data;
  // 'Vorschau' and 'Einbinden' on every tab (issue 35).
  const actions = <FormShareActions projectId={projectId} form={data} />;
  return (
    <UrlTabsPage
      title={data.name}
      description={data.description || messages.list.title}
      tabs={[
        {
          value: 'daten',
          label: messages.tabData,
          actions,
          render: () => <FormDataTab projectId={projectId} formId={data.id} />,
        },
        {
          value: 'felder',
          label: messages.tabFields,
          actions,
          render: () => <FormFieldsTab projectId={projectId} form={data} />,
        },
        {
          value: 'einstellungen',
          label: messages.tabSettings,
          actions,
          // A version saved elsewhere reaches the tab's values through its auto-save.
          render: () => <FormSettingsTab projectId={projectId} form={data} />,
        },
      ]}
    />
  );
}

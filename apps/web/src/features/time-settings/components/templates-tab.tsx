import { useState } from 'react';
import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteTemplate, useTemplates } from '../api/time-settings-api.ts';
import { messages } from '../messages.ts';
import { TemplateFormModal } from './template-form-modal.tsx';

const t = messages.templates;
type Template = NonNullable<ReturnType<typeof useTemplates>['data']>['items'][number];

/** 'Feiertag-Templates': create, edit (holidays only), delete unless a record uses it. */
export function TemplatesTab({ projectId }: { projectId: string }) {
  const templates = useTemplates(projectId);
  const remove = useDeleteTemplate(projectId);
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t.create}
        </Button>
      </Group>
      <QueryError query={templates} />
      <DataTable<Template>
        label={messages.tabs.templates}
        rows={templates.data?.items ?? []}
        getRowId={(row) => row.id}
        loading={templates.isFetching}
        emptyText={t.empty}
        columns={[
          { key: 'name', header: t.name, render: (row) => row.name },
          { key: 'days', header: t.days, render: (row) => t.count(row.holidayIds.length) },
          {
            key: 'actions',
            header: t.actions,
            width: 110,
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`${t.editTitle}: ${row.name}`}
                  onClick={() => setEditing(row)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t.delete}: ${row.name}`}
                  onClick={() => setDeleting(row)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
      <TemplateFormModal
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        projectId={projectId}
        template={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t.delete}
        message={deleting ? t.deleteConfirm(deleting.name) : ''}
        confirmLabel={t.delete}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(t.deleted);
              setDeleting(null);
            },
            onError: (error) => {
              notify.error(errorMessage(error));
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

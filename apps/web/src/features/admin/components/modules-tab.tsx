import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCategory,
  IconDots,
  IconForms,
  IconPencil,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import type { AdminModule } from '@kontor/core/schemas/module-admin';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { notify } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminModules, useRemoveModule, useReorderModules } from '../api/admin-modules.ts';
import { messages } from '../messages.ts';
import { AddModuleModal } from './add-module-modal.tsx';
import { ModuleCategoriesModal } from './module-categories-modal.tsx';
import { ModuleFieldsModal } from './module-fields-modal.tsx';
import { ModuleNameModal } from './module-name-modal.tsx';
import { ModuleSettingsModal } from './module-settings-modal.tsx';

type Dialog = 'name' | 'settings' | 'categories' | 'fields' | 'remove';

/** The 'Module' tab: the project's modules in sidebar order, with their dialogs. */
export function ModulesTab({
  projectId,
  header,
}: {
  projectId: string;
  header: (create: { label: string; onCreate: () => void }) => ReactNode;
}) {
  const query = useAdminModules(projectId);
  const reorder = useReorderModules(projectId);
  const remove = useRemoveModule(projectId);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<{ dialog: Dialog; module: AdminModule } | null>(null);
  const modules = query.data ?? [];
  const close = () => setOpen(null);

  function move(index: number, by: -1 | 1) {
    const ids = modules.map((m) => m.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids, {
      onSuccess: () => notify.success(messages.orderSaved),
      onError: (error) => notify.error(errorMessage(error)),
    });
  }

  return (
    <>
      {header({ label: messages.newModule, onCreate: () => setAdding(true) })}
      {query.isError ? (
        <QueryError query={query} />
      ) : (
        <DataTable
          label={messages.tabModules}
          rows={modules}
          loading={query.isPending}
          getRowId={(m) => m.id}
          emptyText={messages.noModules}
          columns={[
            { key: 'position', header: messages.colPosition, width: 90, render: (m) => m.position },
            {
              key: 'name',
              header: messages.colName,
              render: (m) => (
                <Text fw={600} size="sm">
                  {m.name}
                </Text>
              ),
            },
            {
              key: 'path',
              header: messages.colPath,
              render: (m) => (
                <Text c="dimmed" size="sm">
                  {m.path}
                </Text>
              ),
            },
            {
              key: 'actions',
              header: messages.colActions,
              width: 150,
              render: (m) => {
                const index = modules.indexOf(m);
                return (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={messages.moveUp(m.name)}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={messages.moveDown(m.name)}
                      disabled={index === modules.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ModuleMenu module={m} onOpen={(dialog) => setOpen({ dialog, module: m })} />
                  </Group>
                );
              },
            },
          ]}
        />
      )}
      <AddModuleModal
        projectId={projectId}
        opened={adding}
        usedPaths={modules.map((m) => m.path)}
        onClose={() => setAdding(false)}
      />
      {open?.dialog === 'name' ? (
        <ModuleNameModal projectId={projectId} module={open.module} onClose={close} />
      ) : null}
      {open?.dialog === 'settings' ? (
        <ModuleSettingsModal projectId={projectId} module={open.module} onClose={close} />
      ) : null}
      {open?.dialog === 'categories' ? (
        <ModuleCategoriesModal projectId={projectId} module={open.module} onClose={close} />
      ) : null}
      {open?.dialog === 'fields' ? (
        <ModuleFieldsModal projectId={projectId} module={open.module} onClose={close} />
      ) : null}
      <ConfirmDialog
        opened={open?.dialog === 'remove'}
        title={messages.removeTitle}
        message={open ? messages.removeConfirm(open.module.name) : ''}
        confirmLabel={messages.remove}
        danger
        loading={remove.isPending}
        onClose={close}
        onConfirm={() =>
          open &&
          remove.mutate(open.module.id, {
            onSuccess: () => {
              notify.success(messages.moduleRemoved);
              close();
            },
            onError: (error) => notify.error(errorMessage(error)),
          })
        }
      />
    </>
  );
}

function ModuleMenu({ module, onOpen }: { module: AdminModule; onOpen: (d: Dialog) => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={messages.moreActions(module.name)}>
          <IconDots size={16} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onOpen('name')}>
          {messages.rename}
        </Menu.Item>
        {module.hasSettings ? (
          <Menu.Item leftSection={<IconSettings size={14} />} onClick={() => onOpen('settings')}>
            {messages.settings}
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconCategory size={14} />} onClick={() => onOpen('categories')}>
          {messages.editCategories}
        </Menu.Item>
        <Menu.Item leftSection={<IconForms size={14} />} onClick={() => onOpen('fields')}>
          {messages.editFields}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => onOpen('remove')}
        >
          {messages.remove}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Anchor, Badge, Switch, Text } from '@mantine/core';
import type { WebsiteContent } from '@kontor/core/schemas/website';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { messages } from '../messages.ts';

/**
 * Name (opens the editor), content id, kind, the active toggle and who changed it last
 * (spec 001 §2 Website).
 */
export function contentColumns(
  open: (id: string) => void,
  toggle: (item: WebsiteContent, active: boolean) => void,
): DataTableColumn<WebsiteContent>[] {
  return [
    {
      key: 'name',
      header: messages.columns.name,
      role: 'primary',
      render: (item) => (
        <Anchor component="button" type="button" size="sm" onClick={() => open(item.id)}>
          {item.name}
        </Anchor>
      ),
    },
    {
      key: 'contentId',
      header: messages.columns.contentId,
      render: (item) => (
        <Text size="sm" ff="monospace">
          {item.contentId}
        </Text>
      ),
    },
    {
      key: 'kind',
      header: messages.columns.kind,
      render: (item) => (
        <Badge variant="light" color="gray">
          {messages.kinds[item.kind]}
        </Badge>
      ),
    },
    {
      key: 'active',
      header: messages.columns.active,
      render: (item) => (
        <Switch
          checked={item.active}
          onChange={(event) => toggle(item, event.currentTarget.checked)}
          aria-label={messages.activeLabel(item.name)}
        />
      ),
    },
    {
      key: 'updatedBy',
      header: messages.columns.updatedBy,
      render: (item) => <Text size="sm">{item.updatedBy?.name ?? '–'}</Text>,
    },
  ];
}

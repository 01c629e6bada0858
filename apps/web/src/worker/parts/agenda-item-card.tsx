import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { AgendaItem } from '@kontor/core/schemas/worker-app';
import { formatDate } from '../../lib/format.ts';
import { clockOf } from '../../features/time-tracking/time-format.ts';
import { targetOf } from '../queries/agenda.ts';
import { useIsWaiting } from '../outbox/use-outbox.ts';
import { screenMessages as m } from '../screens/screen-messages.ts';
import { NavLink } from './nav-link.tsx';
import { PropertyLines } from './property-lines.tsx';

function StateBadges({ item }: { item: AgendaItem }) {
  const target = targetOf(item);
  const waiting = useIsWaiting(target.type, target.id);
  return (
    <Group gap={6}>
      {waiting && (
        <Badge color="yellow" variant="light">
          {m.waiting}
        </Badge>
      )}
      {item.kind === 'task' && item.overdue && <Badge color="red">{m.overdue}</Badge>}
      {item.kind === 'task' && item.state !== 'assigned' && item.state !== 'created' && (
        <Badge color="green" variant="light">
          {m.executed}
        </Badge>
      )}
      {item.kind === 'visit' && item.status === 'done' && (
        <Badge color="green" variant="light">
          {item.doneAt ? m.doneAt(clockOf(item.doneAt)) : m.done}
        </Badge>
      )}
      {item.kind === 'visit' && item.status === 'missed' && <Badge color="red">{m.missed}</Badge>}
      {item.kind === 'visit' && item.status === 'skipped' && (
        <Badge color="gray">{m.skipped}</Badge>
      )}
    </Group>
  );
}

/** One task or visit in a day's list; its title opens the task or the visit (not on its own screen). */
export function AgendaItemCard({ item, linked = true }: { item: AgendaItem; linked?: boolean }) {
  const to =
    item.kind === 'task'
      ? ({ name: 'task', taskId: item.id } as const)
      : ({ name: 'visit', entryId: item.entryId, plannedDate: item.plannedDate } as const);
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {item.kind === 'task' ? m.task : m.visit}
          {item.kind === 'task' && item.dueDate && ` · ${m.due(formatDate(item.dueDate))}`}
        </Text>
        {linked && (
          <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
            <NavLink to={to}>{item.kind === 'task' ? item.title : item.serviceName}</NavLink>
          </Text>
        )}
        {item.kind === 'visit' && item.substituteFor && (
          <Text size="sm">{m.substituteFor(item.substituteFor.name)}</Text>
        )}
        <StateBadges item={item} />
        <PropertyLines property={item.property} />
      </Stack>
    </Paper>
  );
}

/** A list of items (the cards are list items). */
export function AgendaList({ items }: { items: readonly AgendaItem[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <AgendaItemCard key={targetOf(item).type + targetOf(item).id} item={item} />
      ))}
    </Stack>
  );
}

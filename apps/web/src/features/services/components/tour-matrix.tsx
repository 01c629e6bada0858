import { Badge, Card, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCalendarOff,
  IconCheck,
  IconClockHour4,
  type Icon,
} from '@tabler/icons-react';
import type { TourVisit, VisitStatus } from '@kontor/core/schemas/services';
import { scheduleSummary } from '@kontor/core/tours/schedule-summary';
import { formatDateTime } from '../../../lib/format.ts';
import type { Tour } from '../api/get-tour.ts';
import { messages } from '../messages.ts';
import { visitView } from '../tour-visit-view.ts';
import classes from './tour-matrix.module.css';

const t = messages.tour;

type TourProperty = Tour['properties'][number];
type TourService = TourProperty['services'][number];

/** Colour repeats the status word, never replaces it; the icon makes it readable in grey. */
const STATUS_LOOK: Record<VisitStatus, { color: string; icon: Icon }> = {
  planned: { color: 'blue', icon: IconClockHour4 },
  done: { color: 'green', icon: IconCheck },
  missed: { color: 'red', icon: IconAlertTriangle },
  skipped: { color: 'gray', icon: IconCalendarOff },
};

function StatusBadge({ status, text }: { status: VisitStatus; text: string }) {
  const { color, icon: StatusIcon } = STATUS_LOOK[status];
  return (
    <Badge
      size="sm"
      variant="light"
      color={color}
      tt="none"
      leftSection={<StatusIcon size={12} aria-hidden />}
      data-status={status}
    >
      {text}
    </Badge>
  );
}

function VisitLine({ visit }: { visit: TourVisit }) {
  const view = visitView(visit);
  return (
    <Stack gap={2} className={classes.visit} data-testid="tour-visit">
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600} className={classes.day}>
          {view.day}
        </Text>
        <StatusBadge status={view.status} text={view.statusText} />
      </Group>
      {view.notes.map((note) => (
        <Text key={note} size="xs" c="dimmed">
          {note}
        </Text>
      ))}
      {visit.doneAt ? (
        <Text size="xs" c="dimmed">
          {t.doneBy(formatDateTime(visit.doneAt), visit.doneBy?.name ?? null)}
          {visit.photoCount > 0 ? ` · ${t.photos(visit.photoCount)}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A cell: the week's visits, or in the overview the schedule in words. */
function ServiceCell({ service, overview }: { service: TourService; overview: boolean }) {
  if (overview) return <Text size="sm">{scheduleSummary(service.schedule)}</Text>;
  if (service.visits.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t.noVisit}
      </Text>
    );
  }
  return (
    <Stack gap={8}>
      {service.visits.map((visit) => (
        <VisitLine key={`${visit.plannedDate}-${visit.date}`} visit={visit} />
      ))}
    </Stack>
  );
}

/** Properties named by their address ('Lindenstraße 12, 10969 Berlin') show it once. */
const sameAsName = ({ name, address }: TourProperty) =>
  address
    .split('\n')
    .map((line) => line.trim())
    .join(', ') === name.trim();

function PropertyHead({ property }: { property: TourProperty }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {property.name}
      </Text>
      {property.address && !sameAsName(property) ? (
        <Text size="xs" c="dimmed" className={classes.address}>
          {property.address}
        </Text>
      ) : null}
      {property.keyNumber !== null ? (
        <Text size="xs" c="dimmed">
          {t.keyNumber(property.keyNumber)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The tour's services as columns, in title order. */
function columnsOf(tour: Tour) {
  const columns = new Map<string, string>();
  for (const property of tour.properties) {
    for (const service of property.services) columns.set(service.serviceId, service.title);
  }
  return [...columns].sort((a, b) => a[1].localeCompare(b[1], 'de'));
}

/**
 * A worker's properties × services for the week (or the overview): a table with the property
 * column fixed while it scrolls sideways; on a phone one card per property.
 */
export function TourMatrix({ tour, label }: { tour: Tour; label: string }) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const overview = tour.week === null;
  if (phone) {
    return (
      <Stack gap="sm" role="list" aria-label={label}>
        {tour.properties.map((property) => (
          <Card key={property.id} withBorder padding="sm" role="listitem">
            <PropertyHead property={property} />
            <Stack gap="sm" mt="sm">
              {property.services.map((service) => (
                <Stack key={service.entryId} gap={4}>
                  <Text size="sm" fw={600} c="kontor.9">
                    {service.title}
                  </Text>
                  <ServiceCell service={service} overview={overview} />
                </Stack>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  const columns = columnsOf(tour);
  return (
    <ScrollArea type="auto" offsetScrollbars className={classes.scroller}>
      <Table
        aria-label={label}
        withColumnBorders
        withTableBorder
        verticalSpacing="xs"
        className={classes.table}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.sticky}>
              {t.property}
            </Table.Th>
            {columns.map(([id, title]) => (
              <Table.Th key={id} scope="col" className={classes.column}>
                {title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tour.properties.map((property) => (
            <Table.Tr key={property.id}>
              <Table.Th scope="row" className={classes.sticky}>
                <PropertyHead property={property} />
              </Table.Th>
              {columns.map(([id, title]) => {
                const service = property.services.find((s) => s.serviceId === id);
                return (
                  <Table.Td key={id} data-service={title}>
                    {service ? (
                      <ServiceCell service={service} overview={overview} />
                    ) : (
                      <Text size="sm" c="dimmed" aria-label={t.notInTour}>
                        –
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

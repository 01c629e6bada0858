import { Anchor, Badge, Text } from '@mantine/core';
import { DataTable } from '../../../components/list/data-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useServices, type Service } from '../api/services-api.ts';
import { messages } from '../messages.ts';

const c = messages.catalogue;

export const names = (people: { name: string }[]) =>
  people.length ? people.map((p) => p.name).join(', ') : '–';

interface ServiceCatalogueProps {
  projectId: string;
  onEdit: (service: Service) => void;
}

/** 'Leistungseinstellungen': the project's services; a title opens its edit dialog. */
export function ServiceCatalogue({ projectId, onEdit }: ServiceCatalogueProps) {
  const services = useServices(projectId);
  return (
    <>
      <QueryError query={services} />
      <DataTable<Service>
        label={c.label}
        rows={services.data?.items ?? []}
        getRowId={(row) => row.id}
        loading={services.isFetching}
        emptyText={c.empty}
        columns={[
          {
            key: 'title',
            header: c.title,
            render: (row) => (
              <Anchor
                component="button"
                type="button"
                fw={500}
                ta="left"
                onClick={() => onEdit(row)}
                aria-label={`${c.edit}: ${row.title}`}
              >
                {row.title}
              </Anchor>
            ),
          },
          {
            key: 'costType',
            header: c.costType,
            render: (row) => messages.costTypes[row.costType],
          },
          {
            key: 'workers',
            header: c.workers,
            render: (row) => (
              <Text size="sm" lineClamp={2}>
                {names(row.workers)}
              </Text>
            ),
          },
          {
            key: 'active',
            header: c.active,
            width: 110,
            render: (row) => (
              <Badge variant="light" color={row.active ? 'teal' : 'gray'}>
                {row.active ? c.isActive : c.isInactive}
              </Badge>
            ),
          },
        ]}
      />
    </>
  );
}

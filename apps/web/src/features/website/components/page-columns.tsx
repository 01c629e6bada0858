import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { webpageListItemSchema } from '@kontor/core/schemas/website';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { pagesMessages as m } from '../pages-messages.ts';

type PageRow = z.infer<typeof webpageListItemSchema>;
const person = (ref: PageRow['createdBy']) => <Text size="sm">{ref?.name ?? m.unknownUser}</Text>;

/** Columns of 'Seiten' (spec 001 §2): title (the edit link), path, created by, updated by, createdAt. */
export const pageColumns = (): DataTableColumn<PageRow>[] => [
  {
    key: 'title',
    header: m.columns.title,
    render: (row) => (
      <Anchor
        component={Link}
        to={`/website/pages/${row.id}`}
        size="sm"
        aria-label={m.columns.edit(row.title)}
      >
        {row.title}
      </Anchor>
    ),
  },
  {
    key: 'path',
    header: m.columns.path,
    render: (row) => (
      <Text size="sm" ff="monospace">
        {row.path}
      </Text>
    ),
  },
  { key: 'createdBy', header: m.columns.createdBy, render: (row) => person(row.createdBy) },
  { key: 'updatedBy', header: m.columns.updatedBy, render: (row) => person(row.updatedBy) },
  {
    key: 'createdAt',
    header: m.columns.createdAt,
    width: 130,
    render: (row) => <Text size="sm">{formatDate(row.createdAt)}</Text>,
  },
];

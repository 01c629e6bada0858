import { Anchor, Code, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { formListItemSchema } from '@kontor/core/schemas/forms';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { messages } from '../messages.ts';

type FormListItem = z.infer<typeof formListItemSchema>;

/** Columns of 'Formulare' (spec 001 §2: name, objectId, description, edit link). */
export function formColumns(): DataTableColumn<FormListItem>[] {
  return [
    {
      key: 'name',
      header: messages.name,
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
    },
    {
      key: 'objectId',
      header: messages.objectId,
      width: 140,
      render: (row) => <Code>{row.id}</Code>,
    },
    {
      key: 'description',
      header: messages.description,
      render: (row) => (
        <Text size="sm" lineClamp={2}>
          {row.description}
        </Text>
      ),
    },
    {
      key: 'edit',
      header: '',
      width: 120,
      render: (row) => (
        <Anchor
          component={Link}
          to={`/forms/${row.id}`}
          size="sm"
          fw={500}
          aria-label={`${messages.edit}: ${row.name}`}
        >
          {messages.edit}
        </Anchor>
      ),
    },
  ];
}

import {
  ActionIcon,
  Button,
  Group,
  Select,
  Stack,
  Switch,
  Table,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { TEXT_ALIGNS, type TableContent } from '@kontor/core/schemas/website';
import { pagesMessages as m } from '../pages-messages.ts';

interface PageTableEditorProps {
  value: TableContent;
  onChange: (table: TableContent) => void;
}

const nextId = (prefix: string, ids: string[]) => {
  let n = ids.length + 1;
  while (ids.includes(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
};

/**
 * A page's own table (spec 001 §3 Table content): columns with name and alignment, rows of
 * cells, title, description, footer and the header switch. Columns left without a name are
 * dropped by the server (spec 001 §5).
 */
export function PageTableEditor({ value, onChange }: PageTableEditorProps) {
  const { columns, rows, settings } = value;
  const set = (changes: Partial<TableContent>) => onChange({ ...value, ...changes });
  const setSettings = (changes: Partial<TableContent['settings']>) =>
    set({ settings: { ...settings, ...changes } });
  const addColumn = () => {
    const id = nextId(
      'c',
      columns.map((c) => c.id),
    );
    set({
      columns: [...columns, { id, name: m.table.column(columns.length + 1), textAlign: 'left' }],
    });
  };
  const addRow = () =>
    set({
      rows: [
        ...rows,
        {
          id: nextId(
            'r',
            rows.map((r) => r.id),
          ),
          data: {},
        },
      ],
    });

  return (
    <Stack gap="xs">
      <TextInput
        label={m.table.title}
        value={settings.title}
        onChange={(e) => setSettings({ title: e.currentTarget.value })}
      />
      <Table.ScrollContainer minWidth={320}>
        <Table withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, c) => (
                <Table.Th key={column.id} miw={140}>
                  <Stack gap={4}>
                    <Group gap={4} wrap="nowrap">
                      <TextInput
                        size="xs"
                        aria-label={m.table.columnName(c + 1)}
                        value={column.name}
                        onChange={(e) => {
                          const name = e.currentTarget.value;
                          set({
                            columns: columns.map((x) => (x.id === column.id ? { ...x, name } : x)),
                          });
                        }}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={m.table.removeColumn(c + 1)}
                        onClick={() => set({ columns: columns.filter((x) => x.id !== column.id) })}
                      >
                        <IconTrash size={14} aria-hidden />
                      </ActionIcon>
                    </Group>
                    <Select
                      size="xs"
                      aria-label={m.table.align(c + 1)}
                      data={TEXT_ALIGNS.map((a) => ({ value: a, label: m.table.aligns[a] }))}
                      value={column.textAlign}
                      allowDeselect={false}
                      onChange={(align) =>
                        set({
                          columns: columns.map((x) =>
                            x.id === column.id
                              ? { ...x, textAlign: (align ?? 'left') as typeof x.textAlign }
                              : x,
                          ),
                        })
                      }
                    />
                  </Stack>
                </Table.Th>
              ))}
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, r) => (
              <Table.Tr key={row.id}>
                {columns.map((column) => (
                  <Table.Td key={column.id}>
                    <TextInput
                      size="xs"
                      aria-label={m.table.cell(r + 1, column.name || column.id)}
                      value={row.data[column.id] ?? ''}
                      onChange={(e) => {
                        const text = e.currentTarget.value;
                        set({
                          rows: rows.map((x) =>
                            x.id === row.id ? { ...x, data: { ...x.data, [column.id]: text } } : x,
                          ),
                        });
                      }}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={m.table.removeRow(r + 1)}
                    onClick={() => set({ rows: rows.filter((x) => x.id !== row.id) })}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={addColumn}
        >
          {m.table.addColumn}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={addRow}
          disabled={columns.length === 0}
        >
          {m.table.addRow}
        </Button>
      </Group>
      <Textarea
        label={m.table.description}
        autosize
        minRows={1}
        value={settings.description}
        onChange={(e) => setSettings({ description: e.currentTarget.value })}
      />
      <Textarea
        label={m.table.footer}
        autosize
        minRows={1}
        value={settings.footer}
        onChange={(e) => setSettings({ footer: e.currentTarget.value })}
      />
      <Switch
        label={m.table.showHeader}
        checked={settings.showHeader}
        onChange={(e) => setSettings({ showHeader: e.currentTarget.checked })}
      />
    </Stack>
  );
}

import {
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { newId } from '@kontor/core/ids';
import type { z } from 'zod';
import { TEXT_ALIGNS, type tableContentSchema } from '@kontor/core/schemas/website';
import { messages } from '../messages.ts';
import { RemoveButton } from './remove-button.tsx';

type Table = z.input<typeof tableContentSchema>;
type Align = (typeof TEXT_ALIGNS)[number];

interface TableEditorProps {
  value: Table;
  onChange: (table: Table) => void;
}

const alignOptions = TEXT_ALIGNS.map((align) => ({
  value: align,
  label: messages.table.aligns[align],
}));

/** Columns (name and alignment), rows (one cell per column) and the table's settings. */
export function TableEditor({ value, onChange }: TableEditorProps) {
  const { columns, rows, settings } = value;
  const set = (patch: Partial<Table>) => onChange({ ...value, ...patch });
  const setColumn = (index: number, patch: Partial<Table['columns'][number]>) =>
    set({ columns: columns.map((c, i) => (i === index ? { ...c, ...patch } : c)) });
  const setCell = (rowIndex: number, columnId: string, text: string) =>
    set({
      rows: rows.map((row, i) =>
        i === rowIndex ? { ...row, data: { ...row.data, [columnId]: text } } : row,
      ),
    });
  const setSettings = (patch: Partial<Table['settings']>) =>
    set({ settings: { ...settings, ...patch } });

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {messages.table.columns}
        </Title>
        {columns.map((column, index) => (
          <Group key={column.id} align="end" wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label={messages.table.columnName(index + 1)}
              value={column.name}
              onChange={(event) => setColumn(index, { name: event.currentTarget.value })}
            />
            <Select
              w={120}
              label={messages.table.alignLabel}
              aria-label={messages.table.align(index + 1)}
              data={alignOptions}
              value={column.textAlign ?? 'left'}
              allowDeselect={false}
              onChange={(align) => setColumn(index, { textAlign: (align ?? 'left') as Align })}
            />
            <RemoveButton
              label={messages.table.removeColumn(index + 1)}
              onClick={() => set({ columns: columns.filter((_, i) => i !== index) })}
            />
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          {messages.table.blankColumnHint}
        </Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              set({ columns: [...columns, { id: newId(), name: '', textAlign: 'left' }] })
            }
          >
            {messages.table.addColumn}
          </Button>
        </Group>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {messages.table.rows}
        </Title>
        {columns.length === 0 ? (
          <Text size="sm" c="dimmed">
            {messages.table.noColumns}
          </Text>
        ) : (
          <>
            {rows.map((row, rowIndex) => (
              <Paper key={row.id} withBorder p="xs" radius="md">
                <Group align="end" gap="xs" wrap="nowrap">
                  <Group gap="xs" style={{ flex: 1 }} grow preventGrowOverflow={false}>
                    {columns.map((column, columnIndex) => (
                      <TextInput
                        key={column.id}
                        miw={120}
                        label={messages.table.cell(
                          rowIndex + 1,
                          column.name || messages.table.columnName(columnIndex + 1),
                        )}
                        value={row.data[column.id] ?? ''}
                        onChange={(event) =>
                          setCell(rowIndex, column.id, event.currentTarget.value)
                        }
                      />
                    ))}
                  </Group>
                  <RemoveButton
                    label={messages.table.removeRow(rowIndex + 1)}
                    onClick={() => set({ rows: rows.filter((_, i) => i !== rowIndex) })}
                  />
                </Group>
              </Paper>
            ))}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => set({ rows: [...rows, { id: newId(), data: {} }] })}
              >
                {messages.table.addRow}
              </Button>
            </Group>
          </>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {messages.table.settings}
        </Title>
        <TextInput
          label={messages.table.title}
          value={settings.title ?? ''}
          onChange={(event) => setSettings({ title: event.currentTarget.value })}
        />
        <Textarea
          label={messages.table.description}
          autosize
          minRows={2}
          value={settings.description ?? ''}
          onChange={(event) => setSettings({ description: event.currentTarget.value })}
        />
        <Textarea
          label={messages.table.footer}
          autosize
          minRows={1}
          value={settings.footer ?? ''}
          onChange={(event) => setSettings({ footer: event.currentTarget.value })}
        />
        <Switch
          label={messages.table.showHeader}
          checked={settings.showHeader ?? true}
          onChange={(event) => setSettings({ showHeader: event.currentTarget.checked })}
        />
      </Stack>
    </Stack>
  );
}

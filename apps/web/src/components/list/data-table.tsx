import { useEffect, type ReactNode } from 'react';
import {
  Box,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { nextSort, sortDirection } from './data-table-sort.ts';

export interface DataTableColumn<T> {
  key: string;
  header: string;
  /** Server sort key; `-key` sorts descending. Omit for unsortable columns. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  width?: number | string;
  /**
   * On a phone each row becomes a card: `primary` columns form its title line (default: the
   * first column), `actions` its footer (default: columns without a header, i.e. row
   * buttons), all others are shown as label/value pairs.
   */
  role?: 'primary' | 'actions';
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** Row selection with select-all; omit to hide the checkboxes. */
  selectedIds?: string[];
  onSelectionChange?: (ids: string[]) => void;
  loading?: boolean;
  emptyText: string;
  /** Accessible name of the table. */
  label: string;
  /** Under the rows, inside the frame: the pager of a paginated list. */
  footer?: ReactNode;
  /** The `id` of a row's element, so a link can point at it (`#…`). */
  rowAnchor?: (row: T) => string;
  /** The anchor a link pointed at (the URL's hash without '#'): scrolled to and highlighted. */
  targetAnchor?: string;
}

/**
 * Sortable table with optional row selection (spec 001 §2, §9). Paging is not its business:
 * lists pass a `TablePager` as footer, panels that show everything pass none.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  selectedIds,
  onSelectionChange,
  loading = false,
  emptyText,
  label,
  footer,
  rowAnchor,
  targetAnchor,
}: DataTableProps<T>) {
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const selectable = selectedIds !== undefined && onSelectionChange !== undefined;
  const pageIds = rows.map(getRowId);
  const anchorOf = (row: T) => rowAnchor?.(row);
  const isTarget = (row: T) => targetAnchor !== undefined && anchorOf(row) === targetAnchor;
  const targetShown = rows.some(isTarget);
  // The rows load after the page: the browser's own jump to the hash has already happened.
  useEffect(() => {
    if (targetShown && targetAnchor)
      document.getElementById(targetAnchor)?.scrollIntoView({ block: 'center' });
  }, [targetShown, targetAnchor]);
  const selectedOnPage = selectable ? pageIds.filter((id) => selectedIds.includes(id)) : [];
  const allSelected = pageIds.length > 0 && selectedOnPage.length === pageIds.length;
  const someSelected = selectedOnPage.length > 0 && !allSelected;

  function toggleAll() {
    if (!selectable) return;
    onSelectionChange(
      allSelected
        ? selectedIds.filter((id) => !pageIds.includes(id))
        : [...new Set([...selectedIds, ...pageIds])],
    );
  }

  function toggleRow(id: string) {
    if (!selectable) return;
    onSelectionChange(
      selectedIds.includes(id) ? selectedIds.filter((s) => s !== id) : [...selectedIds, id],
    );
  }

  if (narrow) {
    return (
      <Paper withBorder radius="md">
        {selectable && rows.length > 0 ? (
          <Box px="sm" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Checkbox
              label="Alle auswählen"
              checked={allSelected}
              indeterminate={someSelected}
              onChange={toggleAll}
            />
          </Box>
        ) : null}
        <Stack gap={0} role="list" aria-label={label} aria-busy={loading}>
          {rows.map((row) => {
            const id = getRowId(row);
            return (
              <RowCard
                key={id}
                anchor={anchorOf(row)}
                target={isTarget(row)}
                row={row}
                columns={columns}
                selected={selectable ? selectedIds.includes(id) : undefined}
                onToggle={() => toggleRow(id)}
              />
            );
          })}
          {rows.length === 0 ? (
            <Center py="xl" role="listitem">
              {loading ? (
                <Loader size="sm" role="status" aria-label="Lädt" />
              ) : (
                <Text c="dimmed">{emptyText}</Text>
              )}
            </Center>
          ) : null}
        </Stack>
        {footer ? (
          <Box px="sm" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            {footer}
          </Box>
        ) : null}
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {selectable ? (
                <Table.Th w={44}>
                  <Checkbox
                    aria-label="Alle auswählen"
                    checked={allSelected}
                    indeterminate={someSelected}
                    onChange={toggleAll}
                    disabled={rows.length === 0}
                  />
                </Table.Th>
              ) : null}
              {columns.map((column) => {
                const direction = column.sortKey ? sortDirection(sort, column.sortKey) : null;
                return (
                  <Table.Th
                    key={column.key}
                    w={column.width}
                    aria-sort={
                      direction === 'asc'
                        ? 'ascending'
                        : direction === 'desc'
                          ? 'descending'
                          : undefined
                    }
                  >
                    {column.sortKey && onSortChange ? (
                      <UnstyledButton
                        onClick={() => onSortChange(nextSort(sort, column.sortKey as string))}
                        fw={600}
                        fz="sm"
                      >
                        <Group gap={4} wrap="nowrap">
                          {column.header}
                          {direction === 'asc' ? (
                            <IconSortAscending size={16} aria-hidden />
                          ) : direction === 'desc' ? (
                            <IconSortDescending size={16} aria-hidden />
                          ) : (
                            <IconArrowsSort size={16} aria-hidden opacity={0.4} />
                          )}
                        </Group>
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const id = getRowId(row);
              const selected = selectable && selectedIds.includes(id);
              return (
                <Table.Tr
                  key={id}
                  id={anchorOf(row)}
                  bg={selected || isTarget(row) ? 'var(--mantine-primary-color-light)' : undefined}
                  aria-current={isTarget(row) ? 'location' : undefined}
                >
                  {selectable ? (
                    <Table.Td>
                      <Checkbox
                        aria-label="Zeile auswählen"
                        checked={selected}
                        onChange={() => toggleRow(id)}
                      />
                    </Table.Td>
                  ) : null}
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + (selectable ? 1 : 0)}>
                  <Center py="xl">
                    {loading ? (
                      <Loader size="sm" role="status" aria-label="Lädt" />
                    ) : (
                      <Text c="dimmed">{emptyText}</Text>
                    )}
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {footer ? (
        <Box px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {footer}
        </Box>
      ) : null}
    </Paper>
  );
}

interface RowCardProps<T> {
  row: T;
  columns: DataTableColumn<T>[];
  /** Undefined when the list has no selection. */
  selected?: boolean;
  onToggle: () => void;
  anchor?: string;
  target?: boolean;
}

/** One row of a DataTable on a phone: title line, label/value pairs, row actions. */
function RowCard<T>({ row, columns, selected, onToggle, anchor, target }: RowCardProps<T>) {
  const roleOf = (column: DataTableColumn<T>, index: number) =>
    column.role ??
    (column.header === ''
      ? 'actions'
      : index === 0 && !columns.some((c) => c.role === 'primary')
        ? 'primary'
        : 'detail');
  const withRole = columns.map((column, index) => ({ column, role: roleOf(column, index) }));
  const pick = (role: string) => withRole.filter((c) => c.role === role).map((c) => c.column);
  const [primary, details, actions] = [pick('primary'), pick('detail'), pick('actions')];
  return (
    <Box
      role="listitem"
      id={anchor}
      aria-current={target ? 'location' : undefined}
      p="sm"
      bg={selected || target ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', minWidth: 0 }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {selected !== undefined ? (
          <Checkbox aria-label="Zeile auswählen" checked={selected} onChange={onToggle} mt={2} />
        ) : null}
        <Stack gap={6} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {primary.map((column) => (
            <Box key={column.key} fw={600}>
              {column.render(row)}
            </Box>
          ))}
          {details.map((column) => (
            <Group key={column.key} gap="xs" wrap="nowrap" align="flex-start">
              {/* A heading breaks between words only ('Personalnummer' cut to '…numme r' at 360 px). */}
              <Text
                size="sm"
                c="dimmed"
                w="45%"
                style={{ flexShrink: 0, minWidth: 'min-content', overflowWrap: 'normal' }}
              >
                {column.header}
              </Text>
              <Box fz="sm" style={{ minWidth: 0 }}>
                {column.render(row)}
              </Box>
            </Group>
          ))}
          {actions.map((column) => (
            <Box key={column.key}>{column.render(row)}</Box>
          ))}
        </Stack>
      </Group>
    </Box>
  );
}

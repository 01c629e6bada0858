import { useId } from 'react';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES } from '@kontor/core/schemas/common';

export interface TablePagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** 'Zeilen pro Seite', the shown range and the page buttons under a server-paginated table. */
export function TablePager({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: TablePagerProps) {
  const labelId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed" id={labelId}>
          Zeilen pro Seite
        </Text>
        <Select
          aria-labelledby={labelId}
          w={84}
          size="xs"
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSizeChange(Number(value))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {total === 0
            ? '0 Einträge'
            : `${(page - 1) * pageSize + 1}–${Math.min(page * pageSize, total)} von ${total}`}
        </Text>
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPageChange}
        size="sm"
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous'
              ? 'Vorherige Seite'
              : control === 'next'
                ? 'Nächste Seite'
                : undefined,
        })}
      />
    </Group>
  );
}

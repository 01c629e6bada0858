import { ActionIcon, Anchor, Badge, ColorSwatch, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ContentColumn, ContentTypeDeclaration } from '@kontor/core/content/declaration';
import { CONTENT_STATE_LABELS, type ContentState } from '@kontor/core/content/messages';
import type { DataTableColumn } from '../../../components/list/data-table.tsx';
import { thumbnailUrl } from '../../../components/image-picker/images-api.ts';
import { formatCoordinates, formatDate } from '../../../lib/format.ts';
import type { ContentRecord } from '../api/content-api.ts';

/** HTML as its text, for a one-line preview. */
function plain(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

const WEEKDAY_SHORT = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];

/** 'Mo 18:00–19:30, Mi 17:00–18:30' */
function weeklyTimesText(times: { weekday: number; start: string; end: string }[]): string {
  return times.map((t) => `${WEEKDAY_SHORT[t.weekday - 1]} ${t.start}–${t.end}`).join(', ');
}

/** The first date, and how many follow: '12.06.2026 (+2)'. */
function datesText(dates: { start: string }[]): string {
  const first = [...dates].sort((a, b) => a.start.localeCompare(b.start))[0];
  const more = dates.length > 1 ? ` (+${dates.length - 1})` : '';
  return `${formatDate(first?.start ?? null)}${more}`;
}

function cell(projectId: string, column: ContentColumn, row: ContentRecord) {
  const value = column.field === 'updatedBy' ? row.updatedBy?.name : row[column.field];
  switch (column.kind) {
    case 'date':
      return formatDate(value as string | null);
    case 'state': {
      const state = CONTENT_STATE_LABELS[value as ContentState];
      return state ? (
        <Badge variant="light" color={state.color}>
          {state.label}
        </Badge>
      ) : null;
    }
    case 'image':
      return value ? (
        <img
          src={thumbnailUrl(projectId, String(value), { w: 96, h: 72, crop: true })}
          alt=""
          width={48}
          height={36}
          style={{ objectFit: 'cover' }}
        />
      ) : (
        '–'
      );
    case 'persons':
      if (!Array.isArray(value) || value.length === 0) return '–';
      // Spec 001 §9: the person list collapses to a count at 5 or more.
      return value.length >= 5
        ? `${value.length} Personen`
        : value.map((id) => row.refs[String(id)] ?? '–').join(', ');
    case 'times':
      return Array.isArray(value) && value.length > 0 ? weeklyTimesText(value) : '–';
    case 'dates':
      return Array.isArray(value) && value.length > 0 ? datesText(value) : '–';
    case 'gallery':
    case 'team':
      return Array.isArray(value) && value.length > 0 ? String(value.length) : '–';
    case 'person':
      return value ? (row.refs[String(value)] ?? '–') : '–';
    case 'color':
      return value ? (
        <ColorSwatch color={`var(--mantine-color-${String(value).split('-')[0]}-6)`} size={18} />
      ) : (
        '–'
      );
    case 'file': {
      const file = value as { name: string; url: string } | null;
      return file ? (
        <Anchor href={file.url} target="_blank" rel="noopener" size="sm">
          {file.name}
        </Anchor>
      ) : (
        '–'
      );
    }
    case 'geopoint':
      return formatCoordinates(value as { latitude: number; longitude: number } | null);
    case 'texteditor':
      return (
        <Text size="sm" lineClamp={2}>
          {plain(String(value ?? ''))}
        </Text>
      );
    default:
      return value === null || value === undefined || value === '' ? '–' : String(value);
  }
}

/** The list columns a type declares, plus the button that opens an item. */
export function contentColumns(
  projectId: string,
  type: ContentTypeDeclaration,
  open: (id: string) => void,
): DataTableColumn<ContentRecord>[] {
  const titleField = type.columns.title;
  return [
    ...type.list.columns.map((column) => ({
      key: column.field,
      header: column.header,
      sortKey: column.sortKey,
      // The status badge ('Veröffentlicht') must not be cut off by a narrow column.
      ...(column.kind === 'state' ? { width: 150 } : {}),
      render: (row: ContentRecord) => cell(projectId, column, row),
    })),
    {
      key: 'edit',
      header: 'Bearbeiten',
      width: 100,
      render: (row) => (
        <ActionIcon
          variant="subtle"
          aria-label={`${type.texts.item} bearbeiten: ${String(row[titleField] ?? '')}`}
          onClick={() => open(row.id)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      ),
    },
  ];
}

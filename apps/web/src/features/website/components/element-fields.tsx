import { SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DIVIDER_SIZES, type PageElement, type TableContent } from '@kontor/core/schemas/website';
import { ImagePicker } from '../../../components/image-picker/image-picker.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { useTableComponents } from '../api/webpages.ts';
import { pagesMessages as m } from '../pages-messages.ts';
import { PageTableEditor } from './page-table-editor.tsx';

interface ElementFieldsProps {
  projectId: string;
  element: PageElement;
  onChange: (element: PageElement) => void;
  /** The server's or the schema's message at a path inside the element ('url', 'tableRef'). */
  errorAt: (path: string) => string | undefined;
}

const EMPTY_TABLE: TableContent = {
  columns: [],
  rows: [],
  settings: { title: '', description: '', footer: '', showHeader: true },
};

function TableFields({ projectId, element, onChange, errorAt }: ElementFieldsProps) {
  const tables = useTableComponents(projectId);
  if (element.type !== 'table') return null;
  const own = element.tableRef === null;
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={m.element.tableSource}
        data={[
          { value: 'own', label: m.element.ownTable },
          { value: 'ref', label: m.element.tableRef },
        ]}
        value={own ? 'own' : 'ref'}
        onChange={(source) =>
          onChange(
            source === 'own'
              ? { ...element, tableRef: null, table: element.table ?? EMPTY_TABLE }
              : { ...element, tableRef: tables.data?.[0]?.value ?? '', table: null },
          )
        }
      />
      {own ? (
        <PageTableEditor
          value={element.table ?? EMPTY_TABLE}
          onChange={(table) => onChange({ ...element, table })}
        />
      ) : (
        <Select
          label={m.element.tableRef}
          placeholder={m.element.tableRefPlaceholder}
          data={tables.data ?? []}
          value={element.tableRef || null}
          nothingFoundMessage={m.element.noTables}
          searchable
          onChange={(tableRef) => onChange({ ...element, tableRef: tableRef ?? '' })}
          error={errorAt('tableRef')}
        />
      )}
    </Stack>
  );
}

/** The inputs of one element by its type (spec 001 §3 Content element). */
export function ElementFields(props: ElementFieldsProps) {
  const { element, onChange, errorAt } = props;
  switch (element.type) {
    case 'text':
      return (
        <RichTextEditor
          label={m.element.text}
          value={element.text}
          onChange={(text) => onChange({ ...element, text })}
          error={errorAt('text')}
        />
      );
    case 'image':
      return (
        <Stack gap="xs">
          <ImagePicker
            label={m.element.image}
            value={element.image}
            onChange={(image) =>
              onChange({ ...element, image: typeof image === 'string' ? image : null })
            }
          />
          {errorAt('image') ? (
            <Text size="sm" c="red.8" role="alert">
              {errorAt('image')}
            </Text>
          ) : null}
          <TextInput
            label={m.element.imageText}
            value={element.text}
            onChange={(e) => onChange({ ...element, text: e.currentTarget.value })}
            error={errorAt('text')}
          />
        </Stack>
      );
    case 'video':
      return (
        <TextInput
          label={m.element.videoUrl}
          type="url"
          placeholder="https://"
          value={element.url}
          onChange={(e) => onChange({ ...element, url: e.currentTarget.value })}
          error={errorAt('url')}
        />
      );
    case 'link':
      return (
        <Stack gap="xs">
          <TextInput
            label={m.element.url}
            type="url"
            placeholder="https://"
            value={element.url}
            onChange={(e) => onChange({ ...element, url: e.currentTarget.value })}
            error={errorAt('url')}
          />
          <TextInput
            label={m.element.linkText}
            value={element.text}
            onChange={(e) => onChange({ ...element, text: e.currentTarget.value })}
            error={errorAt('text')}
          />
        </Stack>
      );
    case 'divider':
      return (
        <Stack gap="xs">
          <Select
            label={m.element.dividerSize}
            data={DIVIDER_SIZES.map((size) => ({ value: size, label: m.element.sizes[size] }))}
            value={element.divider.size}
            allowDeselect={false}
            onChange={(size) =>
              onChange({
                ...element,
                divider: {
                  ...element.divider,
                  size: (size ?? 'medium') as typeof element.divider.size,
                },
              })
            }
          />
          <Switch
            label={m.element.dividerLine}
            checked={element.divider.showLine}
            onChange={(e) =>
              onChange({
                ...element,
                divider: { ...element.divider, showLine: e.currentTarget.checked },
              })
            }
          />
        </Stack>
      );
    case 'table':
      return <TableFields {...props} />;
  }
}

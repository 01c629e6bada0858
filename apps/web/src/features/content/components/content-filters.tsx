import { Select, TextInput } from '@mantine/core';
import type { ContentFilter } from '@kontor/core/content/declaration';
import { useContentOptions } from '../../../lib/content-options.ts';

interface ContentFiltersProps {
  projectId: string;
  filters: ContentFilter[];
  values: Record<string, string>;
  onChange: (param: string, value: string | null) => void;
}

function CategoryFilter({
  projectId,
  filter,
  value,
  onChange,
}: {
  projectId: string;
  filter: ContentFilter;
  value?: string;
  onChange: (value: string | null) => void;
}) {
  const options = useContentOptions(projectId, 'categories', 'name');
  return (
    <Select
      label={filter.label}
      data={options.data ?? []}
      value={value ?? null}
      onChange={onChange}
      searchable
      clearable
      w={220}
    />
  );
}

/** The declared filters beside the search: a category, or a text field's exact value. */
export function ContentFilters({ projectId, filters, values, onChange }: ContentFiltersProps) {
  return (
    <>
      {filters.map((filter) =>
        filter.kind === 'category' ? (
          <CategoryFilter
            key={filter.param}
            projectId={projectId}
            filter={filter}
            value={values[filter.param]}
            onChange={(value) => onChange(filter.param, value)}
          />
        ) : (
          <TextInput
            key={filter.param}
            label={filter.label}
            value={values[filter.param] ?? ''}
            onChange={(event) => onChange(filter.param, event.currentTarget.value || null)}
            w={200}
          />
        ),
      )}
    </>
  );
}

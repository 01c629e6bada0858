import { MultiSelect } from '@mantine/core';
import { useContentOptions, useMissingContentModule, type Option } from '../lib/content-options.ts';

/** Spec 001 §9: category and document pickers take at most 10. */
export const MAX_REFERENCES = 10;

export interface ReferenceSelectProps {
  label: string;
  description?: string;
  /** Why nothing can be chosen (the module is missing): shown instead of an empty list. */
  missing: string | null;
  options: Option[] | undefined;
  /** Shown when the project has none (or the search finds none). */
  empty: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
  error?: unknown;
}

/** Up to 10 of the project's items (downloads, categories), searchable by title. */
export function ReferenceSelect({
  options,
  empty,
  error,
  missing,
  ...props
}: ReferenceSelectProps) {
  return (
    <MultiSelect
      {...props}
      description={missing ?? props.description}
      disabled={missing !== null}
      data={options ?? []}
      maxValues={MAX_REFERENCES}
      searchable
      clearable
      nothingFoundMessage={empty}
      error={error ? String(error) : undefined}
    />
  );
}

export const categoryPickerTexts = {
  label: 'Kategorien',
  empty: 'Keine Kategorien vorhanden. Legen Sie sie im Modul „Kategorien“ an.',
} as const;

/**
 * The project's categories (items of its categories module) to choose from; disabled with the
 * reason when the project, or the caller's role, lacks that module.
 */
export function CategoryPicker(
  props: { projectId: string; label?: string } & Pick<
    ReferenceSelectProps,
    'value' | 'onChange' | 'error' | 'description'
  >,
) {
  const { projectId, label = categoryPickerTexts.label, ...field } = props;
  const options = useContentOptions(projectId, 'categories', 'name');
  const missing = useMissingContentModule('categories');
  return (
    <ReferenceSelect
      label={label}
      options={options.data}
      missing={missing}
      empty={categoryPickerTexts.empty}
      {...field}
    />
  );
}

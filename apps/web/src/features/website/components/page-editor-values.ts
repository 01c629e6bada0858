import type { PageElement, Webpage } from '@kontor/core/schemas/website';

/** The editor's form: the PATCH body with every part, the elements in their order. */
export interface PageEditorValues extends Record<string, unknown> {
  version: number;
  path: string;
  title: string;
  subtitle: string;
  image: string | null;
  documents: string[];
  categories: string[];
  elements: PageElement[];
}

export const editorValuesOf = (page: Webpage): PageEditorValues => ({
  version: page.version,
  path: page.path,
  title: page.title,
  subtitle: page.subtitle,
  image: page.image,
  documents: page.documents,
  categories: page.categories,
  elements: page.elements,
});

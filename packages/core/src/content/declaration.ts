import type { ModulePath } from '../modules.ts';
import { contentMessages, type UPDATE_TOASTS } from './messages.ts';

/** Length rules of a text field; counted on the plain text for rich text. */
interface LengthRules {
  required?: boolean;
  min?: number;
  max?: number;
}

/**
 * A field of a content type. `kind` decides the value's shape, its validation, the list
 * column and editor the web uses, and the update toast (spec 001 §3, §5, §8).
 */
export type ContentField = { label: string } & (
  | ({ kind: 'text'; format?: 'email'; multiline?: boolean } & LengthRules)
  | ({ kind: 'richText' } & LengthRules)
  | { kind: 'date'; required?: boolean }
  | { kind: 'image'; required?: boolean }
  | { kind: 'gallery'; max: number }
  | { kind: 'categories'; multiple: boolean }
  | { kind: 'person'; required?: boolean }
  | { kind: 'persons'; max: number }
  | { kind: 'location' }
  | { kind: 'color' }
  | { kind: 'file'; required?: boolean }
  | { kind: 'geopoint' }
  | { kind: 'team' }
  | { kind: 'dates' }
  | { kind: 'times' }
);
export type ContentFieldKind = ContentField['kind'];

/** Spec 001 §3 generic table column types the content lists use. */
export type ContentColumnKind =
  | 'string'
  | 'textfield'
  | 'texteditor'
  | 'date'
  | 'state'
  | 'image'
  | 'gallery'
  | 'person'
  | 'persons'
  | 'color'
  | 'geopoint'
  | 'file'
  | 'dates'
  | 'times'
  | 'team'
  | 'user'
  | 'id';

export interface ContentColumn {
  /** A declared field, or one of the common ones: 'id', 'state', 'updatedBy'. */
  field: string;
  header: string;
  kind: ContentColumnKind;
  /** The sort key that clicking the header toggles (ascending; '-' prefix descending). */
  sortKey?: string;
}

export interface ContentFilter {
  /** Query parameter. */
  param: string;
  label: string;
  /** 'category': items whose categories contain the id; 'equals': a text field's value. */
  kind: 'category' | 'equals';
  field: string;
}

export interface ContentTypeDeclaration<
  F extends Record<string, ContentField> = Record<string, ContentField>,
> {
  /** Code name, route segment and `content_items.type`. */
  type: string;
  /** The module a role needs (spec 001 §2 module templates). */
  module: ModulePath;
  fields: F;
  /**
   * Fields stored in typed columns (sort, filter, search): the name shown in lists, the date the
   * list sorts by and the image shown as the row's picture. The rest is stored as JSON.
   */
  columns: { title: keyof F & string; date?: keyof F & string; image?: keyof F & string };
  /** Spec 001 §4: draft / published (articles, groups). New items start as draft. */
  status: boolean;
  /** Fields searched in full text besides the title (German stemming, ranked). */
  fullText: (keyof F & string)[];
  list: {
    columns: ContentColumn[];
    pageSize: number;
    /** Sort keys offered; '-' prefix is descending. The first is the default. */
    sorts: [string, ...string[]];
    filters: ContentFilter[];
  };
  texts: {
    /** One item, e.g. in the images' connected elements ('Beitrag: Sommerfest'). */
    item: string;
    /** The module's title (spec 001 §2: the module name). */
    title: string;
    create: string;
    search: string;
    empty: string;
    emptyFiltered: string;
    notFound: string;
    created: string;
    deleted: string;
    /** Bulk delete on selected rows: button and the question with the count. */
    deleteSelected: { label: string; message: (n: number) => string };
  };
  /** Overrides of the per-kind update toasts (spec 001 §8). */
  toasts?: Partial<Record<keyof F & string, (typeof UPDATE_TOASTS)[keyof typeof UPDATE_TOASTS]>>;
}

/** Checks column, full-text and toast names against the declared fields. */
export function defineContentType<F extends Record<string, ContentField>>(
  declaration: ContentTypeDeclaration<F>,
): ContentTypeDeclaration {
  return declaration as unknown as ContentTypeDeclaration;
}

/**
 * Spec 001 §2 'Sind sich Sicher, dass sie N Berichte löschen möchten?' for any noun; one row
 * gets the table entry question of §8.
 */
export function bulkDeleteQuestion(plural: string) {
  return (n: number) =>
    n === 1
      ? contentMessages.deleteOneMessage
      : `Sind sich Sicher, dass sie ${n} ${plural} löschen möchten?`;
}

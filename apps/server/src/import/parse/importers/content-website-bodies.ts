/**
 * The bodies of website contents and page elements (spec 001 §3 Content, Table content,
 * Content element of a page) from their Parse shapes: rich text sanitized, links checked,
 * images resolved, and the result checked with the website's own schemas.
 */
import {
  CONTENT_KINDS,
  emptyContentBody,
  pageElementSchema,
  tableContentSchema,
  type ContentBody,
  type ContentKind,
  type PageElement,
  type TableContent,
} from '@kontor/core/schemas/website';
import {
  boolOf,
  isEmpty,
  listOf,
  recordOf,
  richTextOf,
  textOf,
  type Scope,
} from './content-scope.ts';

/** `content` may be the value itself or `{ type, value }` (spec 001 §7 generic payloads). */
function valueOf(content: unknown): unknown {
  const raw = recordOf(content);
  return 'value' in raw ? raw.value : content;
}

/** A table (columns with name and alignment, rows of cells by column id, settings). */
export function tableOf(scope: Scope, value: unknown, label: string): TableContent | null {
  if (isEmpty(value)) return null;
  const raw = recordOf(value);
  const settings = recordOf(raw.settings);
  const parsed = tableContentSchema.safeParse({
    columns: listOf(raw.columns).map((c, i) => ({
      id: textOf(recordOf(c).id) || `column-${i + 1}`,
      name: textOf(recordOf(c).name),
      textAlign: ['left', 'center', 'right'].includes(textOf(recordOf(c).textAlign))
        ? textOf(recordOf(c).textAlign)
        : 'left',
    })),
    rows: listOf(raw.rows).map((r, i) => ({
      id: textOf(recordOf(r).id) || `row-${i + 1}`,
      data: Object.fromEntries(
        Object.entries(recordOf(recordOf(r).data)).map(([k, v]) => [k, textOf(v)]),
      ),
    })),
    settings: {
      title: textOf(settings.title),
      description: textOf(settings.description),
      footer: textOf(settings.footer),
      showHeader: settings.showHeader === undefined ? true : boolOf(settings.showHeader),
    },
  });
  if (parsed.success) return parsed.data;
  scope.note(
    `${label}: Die Tabelle passt nicht (${parsed.error.issues[0]?.message}); nicht übernommen.`,
  );
  return null;
}

export function contentKindOf(value: unknown): ContentKind | undefined {
  return (CONTENT_KINDS as readonly string[]).includes(textOf(value))
    ? (textOf(value) as ContentKind)
    : undefined;
}

export async function contentBodyOf(
  scope: Scope,
  kind: ContentKind,
  content: unknown,
): Promise<ContentBody> {
  const value = valueOf(content);
  switch (kind) {
    case 'text':
      return { kind, text: richTextOf(value) };
    case 'faq':
      return {
        kind,
        faq: listOf(value).map((entry, i) => ({
          id: textOf(recordOf(entry).id) || `faq-${i + 1}`,
          question: textOf(recordOf(entry).question).slice(0, 300),
          answer: richTextOf(recordOf(entry).answer),
        })),
      };
    case 'table': {
      const table = tableOf(scope, value, 'Inhalt');
      return table ? { kind, table } : emptyContentBody(kind);
    }
    case 'image':
      return { kind, image: await scope.image(value) };
    case 'video':
      return { kind, url: scope.link(value, 'Video') };
  }
}

/** A page's elements in their position order; each checked with the page element schema. */
export async function pageElementsOf(scope: Scope, value: unknown): Promise<PageElement[]> {
  const entries = listOf(value)
    .map((entry, index) => ({ raw: recordOf(entry), index }))
    .sort((a, b) => (Number(a.raw.position) || a.index) - (Number(b.raw.position) || b.index));
  const elements: PageElement[] = [];
  for (const { raw, index } of entries) {
    const label = `Element „${textOf(raw.name) || index + 1}“`;
    const type = textOf(raw.type);
    const base = {
      id: textOf(raw.id) || `element-${index + 1}`,
      name: textOf(raw.name).slice(0, 100),
      active: raw.active === undefined ? true : boolOf(raw.active),
      type,
    };
    const element = await elementOf(scope, raw, base, label);
    if (!element) continue;
    const parsed = pageElementSchema.safeParse(element);
    if (!parsed.success) {
      scope.note(`${label} wurde nicht übernommen: ${parsed.error.issues[0]?.message}.`);
    } else if (elements.some((e) => e.id === parsed.data.id)) {
      scope.note(`${label} wurde nicht übernommen: Jedes Element braucht eine eigene ID.`);
    } else elements.push(parsed.data);
  }
  return elements;
}

async function elementOf(
  scope: Scope,
  raw: Record<string, unknown>,
  base: { type: string } & Record<string, unknown>,
  label: string,
) {
  switch (base.type) {
    case 'text':
      return { ...base, text: richTextOf(raw.text) };
    case 'image':
      return {
        ...base,
        image: await scope.image(raw.image, label),
        text: textOf(raw.text).slice(0, 500),
      };
    case 'video':
      return { ...base, url: scope.link(raw.url ?? raw.video, label) };
    case 'link':
      return { ...base, url: scope.link(raw.url, label), text: textOf(raw.text).slice(0, 200) };
    case 'divider': {
      const divider = recordOf(raw.divider);
      const size = ['small', 'medium', 'large'].includes(textOf(divider.size))
        ? textOf(divider.size)
        : 'medium';
      return {
        ...base,
        divider: { size, showLine: boolOf(divider.showLine ?? divider.show_line) },
      };
    }
    case 'table': {
      const reference = raw.tableRef ?? raw.table_ref ?? raw.table_reference;
      return {
        ...base,
        tableRef: await scope.optionalRef('Content', reference, `${label} (Tabelle)`),
        table: tableOf(scope, raw.table, label),
      };
    }
    default:
      scope.note(`${label}: Elementtyp „${base.type}“ ist unbekannt; nicht übernommen.`);
      return undefined;
  }
}

/**
 * The club website ('Webseite', spec 001 §2 Website; §3 Content, Content element, Webpage,
 * Website site settings, Table content; §4; §5 new content item; §6 superuser rules):
 * reusable contents ('Komponenten': faq and table; 'Inhalte': text, image, video, table),
 * pages made of an ordered list of elements, the site's colours and logos, and the public API a
 * static site generator builds the site from (docs/website.md).
 */
import { z } from 'zod';
import { optionalHexColour } from './hex-colour.ts';
import { slugOf } from './module-admin.ts';
import {
  idSchema,
  pageOf,
  pageQuerySchema,
  singleLine,
  userRefSchema,
  versionSchema,
} from './common.ts';
import { httpUrlSchema } from '../content/web-address.ts';

export const websiteMessages = {
  nameRequired: 'Name ist erforderlich',
  idRequired: 'ID ist erforderlich',
  typeRequired: 'Typ ist erforderlich',
  idTaken: 'ID ist bereits vergeben',
  superuserOnly: 'Nur Superuser dürfen das.',
  pathInvalid: 'Bitte einen Pfad wie /verein/kontakt angeben',
  pathTaken: 'Dieser Pfad ist bereits vergeben',
  pathWarning:
    'Wenn Sie den Pfad ändern, kann dieser Inhalt von der Webseite verschwinden. Links auf die alte Adresse funktionieren dann nicht mehr.',
  documentsMax: 'Höchstens 10 Dokumente',
  categoriesMax: 'Höchstens 10 Kategorien',
  addElement: 'SeitenElement hinzufügen',
  saved: 'Inhalte erfolgreich aktualisiert',
  pageNotFound: 'Seite nicht gefunden',
  contentNotFound: 'Inhalt nicht gefunden',
  tableNotFound: 'Die gewählte Tabelle gibt es nicht (mehr)',
  conflict:
    'Der Inhalt wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  kindFixed: 'Der Typ eines Inhalts kann nicht geändert werden',
  categoryMissing: 'Die gewählte Kategorie gibt es in diesem Projekt nicht',
  webpageNotFound: 'Seite nicht gefunden',
  documentNotFound: 'Dieses Dokument gibt es im Download-Bereich nicht (mehr)',
  categoryNotFound: 'Diese Kategorie gibt es nicht (mehr)',
  elementIdTaken: 'Jedes Element braucht eine eigene ID',
} as const;

/**
 * One line typed by a user (line breaks become spaces). A codec rather than a transform, so the
 * same schema also describes answers: encoding passes the stored text through.
 */
const oneLine = (max: number) =>
  z.codec(z.string().max(max), z.string(), { decode: singleLine, encode: (text) => text });
/** Rich text (sanitized on the server like the content engine's, lib/rich-text.ts). */
const richText = z.string().max(100_000);

// ---------------------------------------------------------------- table content (spec 001 §3)
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
const tableColumnSchema = z.object({
  id: z.string().min(1).max(40),
  name: oneLine(200),
  textAlign: z.enum(TEXT_ALIGNS).default('left'),
});
export const tableContentSchema = z.object({
  // 'A new table column with a blank name is ignored' (spec 001 §5); answers pass unchanged.
  columns: z.codec(z.array(tableColumnSchema).max(30), z.array(tableColumnSchema), {
    decode: (columns) => columns.filter((column) => column.name !== ''),
    encode: (columns) => columns.map((c) => ({ ...c, textAlign: c.textAlign ?? 'left' })),
  }),
  rows: z
    .array(
      z.object({
        id: z.string().min(1).max(40),
        /** Column id → cell text. */
        data: z.record(z.string().max(40), z.string().max(5000)),
      }),
    )
    .max(1000),
  settings: z.object({
    title: oneLine(200).default(''),
    description: z.string().max(2000).default(''),
    footer: z.string().max(2000).default(''),
    showHeader: z.boolean().default(true),
  }),
});
/**
 * Page elements' text and links: request bodies check links (`input`); answers carry what is
 * stored (`answer`), since the answer serializer cannot run a one-way check backwards.
 */
type Mode = 'input' | 'answer';
const linkOf = (mode: Mode) => (mode === 'input' ? httpUrlSchema().or(z.literal('')) : z.string());
/** The codecs above pass answers through unchanged. */
export const tableContentAnswerSchema = tableContentSchema;
export type TableContent = z.output<typeof tableContentSchema>;

// ---------------------------------------------------------------- contents (Komponenten/Inhalte)
export const CONTENT_KINDS = ['faq', 'table', 'text', 'image', 'video'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
/** 'Komponenten' lists these kinds, 'Inhalte' the others (spec 001 §2 Website). */
export const COMPONENT_KINDS = ['faq', 'table'] as const satisfies readonly ContentKind[];
export const INLINE_CONTENT_KINDS = [
  'text',
  'image',
  'video',
  'table',
] as const satisfies readonly ContentKind[];

export const faqEntrySchema = z.object({
  id: z.string().min(1).max(40),
  question: oneLine(300),
  answer: richText,
});

/** The body of a content item by kind. */
export const contentBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('faq'), faq: z.array(faqEntrySchema).max(200) }),
    z.object({ kind: z.literal('table'), table: tableContentSchema }),
    z.object({ kind: z.literal('text'), text: richText }),
    z.object({ kind: z.literal('image'), image: idSchema.nullable() }),
    z.object({ kind: z.literal('video'), url: httpUrlSchema().or(z.literal('')) }),
  ],
  // A missing or unknown kind (spec 001 §5 new content item).
  { error: websiteMessages.typeRequired },
);
export type ContentBody = z.output<typeof contentBodySchema>;

/** The body a new content of `kind` starts with (the create dialog only chooses the kind). */
export function emptyContentBody(kind: ContentKind): ContentBody {
  switch (kind) {
    case 'faq':
      return { kind, faq: [] };
    case 'table':
      return {
        kind,
        table: {
          columns: [],
          rows: [],
          settings: { title: '', description: '', footer: '', showHeader: true },
        },
      };
    case 'text':
      return { kind, text: '' };
    case 'image':
      return { kind, image: null };
    case 'video':
      return { kind, url: '' };
  }
}

/** A content id: how the website refers to an item (unique per project, spec 001 §5). */
export const contentIdSchema = z
  .string()
  .trim()
  .min(1, websiteMessages.idRequired)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'Nur Buchstaben, Ziffern, - und _');

export const websiteContentCreateSchema = z.object({
  name: oneLine(100).pipe(z.string().min(1, websiteMessages.nameRequired)),
  contentId: contentIdSchema,
  body: contentBodySchema,
  categories: z.array(idSchema).max(10, websiteMessages.categoriesMax).default([]),
});
/** Changing `contentId` needs a superuser (spec 001 §6); the kind never changes. */
export const websiteContentUpdateSchema = z.object({
  version: versionSchema,
  name: oneLine(100).pipe(z.string().min(1, websiteMessages.nameRequired)).optional(),
  contentId: contentIdSchema.optional(),
  active: z.boolean().optional(),
  body: contentBodySchema.optional(),
  categories: z.array(idSchema).max(10, websiteMessages.categoriesMax).optional(),
});
export const websiteContentSchema = z.object({
  id: idSchema,
  name: z.string(),
  contentId: z.string(),
  kind: z.enum(CONTENT_KINDS),
  /** New items start inactive (spec 001 §4). */
  active: z.boolean(),
  body: contentBodySchema,
  categories: z.array(idSchema),
  createdBy: userRefSchema.nullable(),
  updatedBy: userRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type WebsiteContent = z.infer<typeof websiteContentSchema>;
export const websiteContentListQuerySchema = z.object({
  /** 'components' (faq, table) or 'contents' (text, image, video, table). */
  area: z.enum(['components', 'contents']),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => [10, 20, 50, 100].includes(n))
    .default(10),
  search: z.string().max(200).optional(),
});
export const websiteContentPageSchema = pageOf(websiteContentSchema);

// ---------------------------------------------------------------- page elements (spec 001 §3)
export const ELEMENT_TYPES = ['text', 'image', 'video', 'link', 'divider', 'table'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];
export const DIVIDER_SIZES = ['small', 'medium', 'large'] as const;

/**
 * One element of a page. Order is the array's order (its position); a table element either
 * holds its own table or refers to a table content item by its id (`tableRef`).
 */
function pageElementSchemaOf(mode: Mode) {
  const elementBase = {
    id: z.string().min(1).max(40),
    name: oneLine(100).default(''),
    active: z.boolean().default(true),
  };
  const table = mode === 'input' ? tableContentSchema : tableContentAnswerSchema;
  return z.discriminatedUnion('type', [
    z.object({ ...elementBase, type: z.literal('text'), text: richText.default('') }),
    z.object({
      ...elementBase,
      type: z.literal('image'),
      image: idSchema.nullable().default(null),
      text: z.string().max(500).default(''),
    }),
    z.object({
      ...elementBase,
      type: z.literal('video'),
      url: linkOf(mode).default(''),
    }),
    z.object({
      ...elementBase,
      type: z.literal('link'),
      url: linkOf(mode).default(''),
      text: oneLine(200).default(''),
    }),
    z.object({
      ...elementBase,
      type: z.literal('divider'),
      divider: z
        .object({
          size: z.enum(DIVIDER_SIZES).default('medium'),
          showLine: z.boolean().default(false),
        })
        .default({ size: 'medium', showLine: false }),
    }),
    z.object({
      ...elementBase,
      type: z.literal('table'),
      tableRef: idSchema.nullable().default(null),
      table: table.nullable().default(null),
    }),
  ]);
}
export const pageElementSchema = pageElementSchemaOf('input');
export const pageElementAnswerSchema = pageElementSchemaOf('answer');
export type PageElement = z.output<typeof pageElementSchema>;
export const PAGE_ELEMENTS_MAX = 200;

// ---------------------------------------------------------------- pages
/** The path 'Neue Seite' proposes for a title ('Über uns' → '/ueber-uns'), until the path is typed. */
export function pagePathFromTitle(title: string): string {
  return `/${slugOf(title).slice(0, 120).replace(/-+$/, '')}`;
}

export const pagePathSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/([a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*)?$/, websiteMessages.pathInvalid);

export const webpageCreateSchema = z.object({
  path: pagePathSchema,
  title: oneLine(200).pipe(z.string().min(1, 'Pflichtfeld')),
});
/**
 * Side panel and elements (spec 001 §2 page editor). `path` only for superusers (403
 * otherwise). `elements` is the whole ordered list (reorder = send the new order).
 */
export const webpageUpdateSchema = z.object({
  version: versionSchema,
  path: pagePathSchema.optional(),
  title: oneLine(200).pipe(z.string().min(1, 'Pflichtfeld')).optional(),
  subtitle: oneLine(300).optional(),
  image: idSchema.nullable().optional(),
  /** Items of the downloads module, at most 10. */
  documents: z.array(idSchema).max(10, websiteMessages.documentsMax).optional(),
  categories: z.array(idSchema).max(10, websiteMessages.categoriesMax).optional(),
  elements: z.array(pageElementSchema).max(PAGE_ELEMENTS_MAX).optional(),
});
export const webpageSchema = z.object({
  id: idSchema,
  path: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: idSchema.nullable(),
  documents: z.array(idSchema),
  categories: z.array(idSchema),
  elements: z.array(pageElementAnswerSchema),
  createdBy: userRefSchema.nullable(),
  updatedBy: userRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type Webpage = z.infer<typeof webpageSchema>;
export const webpageListItemSchema = webpageSchema.pick({
  id: true,
  path: true,
  title: true,
  createdBy: true,
  updatedBy: true,
  createdAt: true,
});
export const webpagePageSchema = pageOf(webpageListItemSchema);
/** The pages list (spec 001 §9: 10 per page), searched by title or path. */
export const webpageListQuerySchema = pageQuerySchema.extend({
  pageSize: pageQuerySchema.shape.pageSize.unwrap().default(10),
  search: z.string().trim().max(200).optional(),
});
export type WebpageListParams = z.output<typeof webpageListQuerySchema>;
export const webpageParamsSchema = z.object({ projectId: idSchema, webpageId: idSchema });

// ---------------------------------------------------------------- site settings (Einstellungen)
const color = optionalHexColour;
const siteSettingsFields = {
  primaryColor: color,
  secondaryColor: color,
  tertiaryColor: color,
  /** Image ids of the project's images. */
  logo: idSchema.nullable(),
  /** The square logo, used as the favicon. */
  logoSquare: idSchema.nullable(),
};
export const websiteSettingsSchema = z.object({
  primaryColor: color.default(''),
  secondaryColor: color.default(''),
  tertiaryColor: color.default(''),
  logo: siteSettingsFields.logo.default(null),
  logoSquare: siteSettingsFields.logoSquare.default(null),
});
export type WebsiteSettings = z.output<typeof websiteSettingsSchema>;
/**
 * Only the given keys change. Built without the defaults: zod's `partial()` keeps them, so a
 * change of one colour would otherwise send the others and both logos as empty.
 */
export const websiteSettingsUpdateSchema = z.object(siteSettingsFields).partial();
/**
 * The answer adds the site's domain ('' while none is set): read-only here, it is set in the
 * project settings; 'Seite ansehen' and the form settings link from it.
 */
export const websiteSettingsAnswerSchema = websiteSettingsSchema.extend({ domain: z.string() });
export type WebsiteSettingsAnswer = z.output<typeof websiteSettingsAnswerSchema>;

/** The public address of a page of the site, or null while the project has no domain. */
export function publicPageUrl(domain: string, path: string): string | null {
  return domain ? `https://${domain}${path === '/' ? '/' : path}` : null;
}

// ---------------------------------------------------------------- public website API
/** An image as the website needs it: a URL the generator can fetch, and its alt text. */
export const publicImageSchema = z.object({ url: z.string(), alt: z.string() });
export const publicDocumentSchema = z.object({
  id: idSchema,
  title: z.string(),
  url: z.string().nullable(),
});
export const publicCategorySchema = z.object({ id: idSchema, name: z.string() });

/** Elements with every reference resolved; inactive elements are left out. */
export const publicElementSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string(), name: z.string(), type: z.literal('text'), html: z.string() }),
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.literal('image'),
    image: publicImageSchema.nullable(),
    text: z.string(),
  }),
  z.object({ id: z.string(), name: z.string(), type: z.literal('video'), url: z.string() }),
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.literal('link'),
    url: z.string(),
    text: z.string(),
  }),
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.literal('divider'),
    size: z.enum(DIVIDER_SIZES),
    showLine: z.boolean(),
  }),
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.literal('table'),
    table: tableContentAnswerSchema.nullable(),
  }),
]);
export type PublicElement = z.infer<typeof publicElementSchema>;

export const publicWebpageSchema = z.object({
  id: idSchema,
  path: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: publicImageSchema.nullable(),
  documents: z.array(publicDocumentSchema),
  categories: z.array(publicCategorySchema),
  elements: z.array(publicElementSchema),
  updatedAt: z.string(),
});
export const publicPageQuerySchema = z.object({ path: pagePathSchema });
/** Site settings and the list of pages: enough for a generator to start (GET …/website). */
export const publicWebsiteSchema = z.object({
  settings: z.object({
    primaryColor: z.string(),
    secondaryColor: z.string(),
    tertiaryColor: z.string(),
    logo: publicImageSchema.nullable(),
    favicon: publicImageSchema.nullable(),
  }),
  pages: z.array(
    z.object({ id: idSchema, path: z.string(), title: z.string(), updatedAt: z.string() }),
  ),
});
/** Active contents by content id (GET …/website/contents/:contentId), references resolved. */
export const publicContentSchema = z.object({
  contentId: z.string(),
  name: z.string(),
  kind: z.enum(CONTENT_KINDS),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
  table: tableContentSchema.optional(),
  html: z.string().optional(),
  image: publicImageSchema.nullable().optional(),
  url: z.string().optional(),
});

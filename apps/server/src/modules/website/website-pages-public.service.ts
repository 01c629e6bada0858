import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { projectMessages } from '@kontor/core/schemas/projects';
import {
  websiteMessages,
  type PageElement,
  type PublicElement,
  type TableContent,
} from '@kontor/core/schemas/website';
import type { Db } from '../../db/database.ts';
import { contentItems } from '../../db/schema/content.ts';
import { modules, projects } from '../../db/schema/projects.ts';
import { webpages, websiteContents } from '../../db/schema/website.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { publicImages } from './website-public-images.ts';

/**
 * The site settings as stored under the project's `settings.site` (colours by the project
 * settings, logos by the website's 'Einstellungen'); read field by field so a missing or odd
 * value falls back instead of failing the whole answer.
 */
const storedSite = z.object({
  primaryColor: z.string().catch(''),
  secondaryColor: z.string().catch(''),
  tertiaryColor: z.string().catch(''),
  logo: z.string().nullable().catch(null),
  logoSquare: z.string().nullable().catch(null),
});

async function assertWebsiteEnabled(db: Db, projectId: string) {
  const [row] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.projectId, projectId), eq(modules.path, '/website')));
  if (!row) throw new HttpProblem(404, projectMessages.notFound);
}

async function siteOf(db: Db, projectId: string) {
  const [row] = await db
    .select({ settings: projects.settings })
    .from(projects)
    .where(eq(projects.id, projectId));
  const site = (row?.settings as { site?: unknown } | undefined)?.site;
  return storedSite.parse(typeof site === 'object' && site !== null ? site : {});
}

export async function website(db: Db, projectId: string) {
  await assertWebsiteEnabled(db, projectId);
  const site = await siteOf(db, projectId);
  const found = await publicImages(db, projectId, [site.logo, site.logoSquare]);
  const pages = await db
    .select({
      id: webpages.id,
      path: webpages.path,
      title: webpages.title,
      updatedAt: webpages.updatedAt,
    })
    .from(webpages)
    .where(eq(webpages.projectId, projectId))
    .orderBy(asc(webpages.path));
  return {
    settings: {
      primaryColor: site.primaryColor,
      secondaryColor: site.secondaryColor,
      tertiaryColor: site.tertiaryColor,
      logo: (site.logo && found.get(site.logo)) || null,
      favicon: (site.logoSquare && found.get(site.logoSquare)) || null,
    },
    pages: pages.map((p) => ({ ...p, updatedAt: p.updatedAt.toISOString() })),
  };
}

/** The download's file address as the public documents route serves it (content-files.ts). */
function publicFileUrl(projectId: string, file: unknown): string | null {
  const url = (file as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || url === '') return null;
  const own = `/api/projects/${projectId}/documents/`;
  if (url.startsWith(own)) return url.replace('/api/projects/', '/api/public/projects/');
  return /^https?:\/\//i.test(url) ? url : null;
}

async function contentTitles(db: Db, projectId: string, type: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: contentItems.id, title: contentItems.title, fields: contentItems.fields })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.projectId, projectId),
        eq(contentItems.type, type),
        inArray(contentItems.id, ids),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  // In the page's order; references deleted since are left out.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Active table contents by id: a table element's `tableRef`. */
async function tablesOf(db: Db, projectId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, TableContent>();
  const rows = await db
    .select({ id: websiteContents.id, body: websiteContents.body })
    .from(websiteContents)
    .where(
      and(
        eq(websiteContents.projectId, projectId),
        eq(websiteContents.kind, 'table'),
        eq(websiteContents.active, true),
        inArray(websiteContents.id, ids),
      ),
    );
  return new Map(
    rows.flatMap((r) => (r.body.kind === 'table' ? [[r.id, r.body.table] as const] : [])),
  );
}

function publicElement(
  element: PageElement,
  found: { images: Map<string, { url: string; alt: string }>; tables: Map<string, TableContent> },
): PublicElement {
  const { id, name } = element;
  switch (element.type) {
    case 'text':
      return { id, name, type: 'text', html: element.text };
    case 'image':
      return {
        id,
        name,
        type: 'image',
        image: (element.image && found.images.get(element.image)) || null,
        text: element.text,
      };
    case 'video':
      return { id, name, type: 'video', url: element.url };
    case 'link':
      return { id, name, type: 'link', url: element.url, text: element.text };
    case 'divider':
      return { id, name, type: 'divider', ...element.divider };
    case 'table':
      return {
        id,
        name,
        type: 'table',
        table: element.tableRef ? (found.tables.get(element.tableRef) ?? null) : element.table,
      };
  }
}

/** One page for the website: active elements in order, every reference resolved. */
export async function page(db: Db, projectId: string, path: string) {
  await assertWebsiteEnabled(db, projectId);
  const [row] = await db
    .select()
    .from(webpages)
    .where(and(eq(webpages.projectId, projectId), eq(webpages.path, path)));
  if (!row) throw new HttpProblem(404, websiteMessages.pageNotFound);
  const elements = row.elements.filter((e) => e.active);
  const imageIds = [row.image, ...elements.map((e) => (e.type === 'image' ? e.image : null))];
  const tableRefs = elements.flatMap((e) => (e.type === 'table' && e.tableRef ? [e.tableRef] : []));
  const [found, tables, documents, categories] = await Promise.all([
    publicImages(db, projectId, imageIds),
    tablesOf(db, projectId, tableRefs),
    contentTitles(db, projectId, 'downloads', row.documents),
    contentTitles(db, projectId, 'categories', row.categories),
  ]);
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    subtitle: row.subtitle,
    image: (row.image && found.get(row.image)) || null,
    documents: documents.map((d) => ({
      id: d.id,
      title: d.title,
      url: publicFileUrl(projectId, (d.fields as { file?: unknown }).file),
    })),
    categories: categories.map((c) => ({ id: c.id, name: c.title })),
    elements: elements.map((e) => publicElement(e, { images: found, tables })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

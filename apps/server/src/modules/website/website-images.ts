import type { ContentBody, PageElement } from '@kontor/core/schemas/website';
import type { DbOrTx } from '../../db/database.ts';
import { setImageUsages } from '../../lib/image-usages.ts';
import type { ImageFieldDeclaration } from '../../lib/module-declarations.ts';

/**
 * Where the website uses images (`image_usages`): a page's cover and image elements, an image
 * content ('Inhalte') and the site's two logos. The declarations below name them in the images
 * list and clear them when an image is deleted; the services (and the importer) record them.
 */
export const WEBPAGE_COVER = { elementType: 'webpage', field: 'image' } as const;
export const WEBPAGE_ELEMENTS = { elementType: 'webpage', field: 'elements' } as const;
export const WEBSITE_CONTENT_IMAGE = { elementType: 'website-content', field: 'body' } as const;
export const SITE_LOGOS = {
  logo: { elementType: 'project', field: 'siteLogo' },
  logoSquare: { elementType: 'project', field: 'siteLogoSquare' },
} as const;

const pageName = { table: 'webpages', column: 'title' };

export const webpageImageFields: ImageFieldDeclaration[] = [
  {
    ...WEBPAGE_COVER,
    label: 'Seite',
    name: pageName,
    column: { table: 'webpages', name: 'image', projectColumn: 'project_id' },
  },
  {
    ...WEBPAGE_ELEMENTS,
    label: 'Seite',
    name: pageName,
    column: {
      table: 'webpages',
      name: 'elements',
      projectColumn: 'project_id',
      json: { path: [], holds: 'objects' },
    },
  },
];

export const websiteContentImageFields: ImageFieldDeclaration[] = [
  {
    ...WEBSITE_CONTENT_IMAGE,
    label: 'Inhalt',
    name: { table: 'website_contents', column: 'name' },
    column: {
      table: 'website_contents',
      name: 'body',
      projectColumn: 'project_id',
      json: { path: ['image'], holds: 'id' },
    },
  },
  ...(['logo', 'logoSquare'] as const).map((key): ImageFieldDeclaration => ({
    ...SITE_LOGOS[key],
    label: key === 'logo' ? 'Logo der Webseite' : 'Favicon der Webseite',
    column: {
      table: 'projects',
      name: 'settings',
      projectColumn: 'id',
      json: { path: ['site', key], holds: 'id' },
    },
  })),
];

/** The images a page's elements show (inactive ones included: they are still the page's). */
export function elementImageIds(elements: readonly PageElement[]): string[] {
  return elements.flatMap((e) => (e.type === 'image' && e.image ? [e.image] : []));
}

/** Records the cover and/or the elements' images of a page, as far as `changes` has them. */
export async function recordPageImages(
  tx: DbOrTx,
  projectId: string,
  pageId: string,
  changes: { image?: string | null; elements?: readonly PageElement[] },
): Promise<void> {
  if (changes.image !== undefined) {
    const ids = changes.image ? [changes.image] : [];
    await setImageUsages(tx, projectId, { ...WEBPAGE_COVER, elementId: pageId }, ids);
  }
  if (changes.elements !== undefined) {
    const ids = elementImageIds(changes.elements);
    await setImageUsages(tx, projectId, { ...WEBPAGE_ELEMENTS, elementId: pageId }, ids);
  }
}

/** Records the image of an image content (none for the other kinds, or when it is deleted). */
export async function recordContentImage(
  tx: DbOrTx,
  projectId: string,
  contentId: string,
  body: ContentBody | null,
): Promise<void> {
  const ids = body?.kind === 'image' && body.image ? [body.image] : [];
  await setImageUsages(tx, projectId, { ...WEBSITE_CONTENT_IMAGE, elementId: contentId }, ids);
}

/** Records the site's logos among the given settings (a key left out stays as recorded). */
export async function recordSiteLogos(
  tx: DbOrTx,
  projectId: string,
  logos: { logo?: string | null; logoSquare?: string | null },
): Promise<void> {
  for (const key of ['logo', 'logoSquare'] as const) {
    const id = logos[key];
    if (id === undefined) continue;
    await setImageUsages(
      tx,
      projectId,
      { ...SITE_LOGOS[key], elementId: projectId },
      id ? [id] : [],
    );
  }
}

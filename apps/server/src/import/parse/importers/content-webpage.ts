/**
 * Parse class Webpage (spec 001 §3) → `webpages`: side-panel fields and the ordered elements.
 * The path must be valid and free in the project (else skipped); the deploy hook is not queued.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { pagePathSchema } from '@kontor/core/schemas/website';
import { webpages } from '../../../db/schema/website.ts';
import { recordPageImages } from '../../../modules/website/website-images.ts';
import { contentImporter, rowIdOf, SkipObject, textOf } from './content-scope.ts';
import { pageElementsOf } from './content-website-bodies.ts';

export const webpageImporter = contentImporter(
  'Webpage',
  ['Module', 'Category', 'Image', 'Download', 'Content', '_User'],
  async (scope, existingId) => {
    const o = scope.object;
    const path = pagePathSchema.safeParse(textOf(o.path));
    if (!path.success)
      throw new SkipObject(
        `Der Pfad „${textOf(o.path)}“ ist ungültig: ${path.error.issues[0]?.message}.`,
      );
    const id = await rowIdOf(scope, existingId);
    const [taken] = await scope.db
      .select({ id: webpages.id })
      .from(webpages)
      .where(
        and(
          eq(webpages.projectId, scope.projectId),
          eq(webpages.path, path.data),
          ne(webpages.id, id),
        ),
      );
    if (taken) throw new SkipObject(`Der Pfad „${path.data}“ ist bereits vergeben.`);
    const { createdBy, updatedBy } = await scope.authors();
    const values = {
      path: path.data,
      title: scope.text(o.title, 'title').slice(0, 200) || path.data,
      subtitle: scope.text(o.subtitle, 'subtitle').slice(0, 300),
      image: await scope.image(o.image, 'Titelbild'),
      documents: await scope.refList('Download', o.documents, 'Dokument'),
      categories: await scope.categories(o.categories),
      elements: await pageElementsOf(scope, o.content),
      updatedBy,
      updatedAt: new Date(o.updatedAt),
    };
    if (textOf(o.type) !== '')
      scope.note(`Seitentyp „${textOf(o.type)}“ hat in Kontor keinen Platz.`);
    scope.unmapped([
      'path',
      'title',
      'subtitle',
      'image',
      'documents',
      'categories',
      'content',
      'type',
      'created_by',
      'updated_by',
    ]);
    const [current] = await scope.db
      .select({ id: webpages.id })
      .from(webpages)
      .where(and(eq(webpages.id, id), eq(webpages.projectId, scope.projectId)));
    if (current) {
      await scope.db
        .update(webpages)
        .set({ ...values, version: sql`${webpages.version} + 1` })
        .where(eq(webpages.id, id));
    } else {
      await scope.db.insert(webpages).values({
        id,
        projectId: scope.projectId,
        ...values,
        createdBy,
        createdAt: new Date(o.createdAt),
      });
    }
    // Cover and image elements, as the website's page service records them.
    await recordPageImages(scope.db, scope.projectId, id, values);
    return id;
  },
);

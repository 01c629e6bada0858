/**
 * Parse class Content (spec 001 §3: the website's 'Komponenten' and 'Inhalte') →
 * `website_contents`. The content id must be valid and free in the project (else skipped);
 * the deploy hook is not queued.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { contentIdSchema } from '@kontor/core/schemas/website';
import { websiteContents } from '../../../db/schema/website.ts';
import { boolOf, contentImporter, rowIdOf, SkipObject, textOf } from './content-scope.ts';
import { recordContentImage } from '../../../modules/website/website-images.ts';
import { contentBodyOf, contentKindOf } from './content-website-bodies.ts';

export const contentImporterOfContent = contentImporter(
  'Content',
  ['Module', 'Category', 'Image', '_User'],
  async (scope, existingId) => {
    const o = scope.object;
    const kind = contentKindOf(o.type);
    if (!kind) throw new SkipObject(`Inhaltstyp „${textOf(o.type)}“ gibt es in Kontor nicht.`);
    const contentId = contentIdSchema.safeParse(textOf(o.content_id));
    if (!contentId.success)
      throw new SkipObject(
        `Die ID „${textOf(o.content_id)}“ ist ungültig: ${contentId.error.issues[0]?.message}.`,
      );
    const id = await rowIdOf(scope, existingId);
    const [taken] = await scope.db
      .select({ id: websiteContents.id })
      .from(websiteContents)
      .where(
        and(
          eq(websiteContents.projectId, scope.projectId),
          sql`lower(${websiteContents.contentId}) = lower(${contentId.data})`,
          ne(websiteContents.id, id),
        ),
      );
    if (taken) throw new SkipObject(`ID „${contentId.data}“ ist bereits vergeben.`);
    const { createdBy, updatedBy } = await scope.authors();
    const values = {
      name: scope.text(o.name, 'name').slice(0, 100) || contentId.data,
      contentId: contentId.data,
      kind,
      active: boolOf(o.active),
      body: await contentBodyOf(scope, kind, o.content),
      categories: await scope.categories(o.categories),
      updatedBy,
      updatedAt: new Date(o.updatedAt),
    };
    scope.unmapped([
      'name',
      'content_id',
      'type',
      'active',
      'content',
      'categories',
      'created_by',
      'updated_by',
    ]);
    const [current] = await scope.db
      .select({ id: websiteContents.id })
      .from(websiteContents)
      .where(and(eq(websiteContents.id, id), eq(websiteContents.projectId, scope.projectId)));
    if (current) {
      await scope.db
        .update(websiteContents)
        .set({ ...values, version: sql`${websiteContents.version} + 1` })
        .where(eq(websiteContents.id, id));
    } else {
      await scope.db.insert(websiteContents).values({
        id,
        projectId: scope.projectId,
        ...values,
        createdBy,
        createdAt: new Date(o.createdAt),
      });
    }
    await recordContentImage(scope.db, scope.projectId, id, values.body);
    return id;
  },
);

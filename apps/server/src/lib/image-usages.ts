import { and, eq, inArray } from 'drizzle-orm';
import { imageMessages } from '@kontor/core/schemas/images';
import type { DbOrTx } from '../db/database.ts';
import { imageUsages, images } from '../db/schema/files.ts';
import { memberships, projects } from '../db/schema/projects.ts';
import { HttpProblem } from './problem.ts';

/** A record field that holds image ids (spec: image fields store 10-character ids). */
export interface ImageField {
  elementType: 'project' | 'member';
  elementId: string;
  field: string;
}

/**
 * Refuses ids that are not images of this project (another project's id is as unknown as a
 * made-up one), with the German message under the form field's name.
 */
export async function assertImagesOfProject(
  db: DbOrTx,
  projectId: string,
  ids: readonly string[],
  formField: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.projectId, projectId), inArray(images.id, unique)));
  if (found.length !== unique.length) {
    throw new HttpProblem(400, imageMessages.notFound, { [formField]: [imageMessages.notFound] });
  }
}

/** Records which images one field now uses, replacing what it used before. */
export async function setImageUsages(
  db: DbOrTx,
  projectId: string,
  target: ImageField,
  ids: readonly string[],
): Promise<void> {
  await db
    .delete(imageUsages)
    .where(
      and(
        eq(imageUsages.projectId, projectId),
        eq(imageUsages.elementType, target.elementType),
        eq(imageUsages.elementId, target.elementId),
        eq(imageUsages.field, target.field),
      ),
    );
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await db
    .insert(imageUsages)
    .values(unique.map((imageId) => ({ imageId, projectId, ...target })))
    .onConflictDoNothing();
}

/** What a deleted image leaves behind: the logo and portrait fields that pointed at it. */
export async function clearImageReferences(
  db: DbOrTx,
  projectId: string,
  imageId: string,
): Promise<void> {
  await db
    .update(projects)
    .set({ logo: null })
    .where(and(eq(projects.id, projectId), eq(projects.logo, imageId)));
  await db
    .update(memberships)
    .set({ portrait: null })
    .where(and(eq(memberships.projectId, projectId), eq(memberships.portrait, imageId)));
}

import {
  MAX_FILES_IMAGES_MODULE,
  imageMessages,
  imageNameSchema,
  type ImageListParams,
  type UpdateImageBody,
} from '@kontor/core/schemas/images';
import { isRecordId } from '@kontor/core/ids';
import type { Db } from '../../db/database.ts';
import { commitUpload, discardUploads } from '../../files/process-upload.ts';
import type { ReceiveOptions, ReceivedUploads } from '../../files/receive-uploads.ts';
import { removeRecordFile, type RecordFiles } from '../../files/record-files.ts';
import { existingContentIds } from '../../lib/content-references.ts';
import { clearImageReferences } from '../../lib/image-usages.ts';
import type { ImageFieldDeclaration } from '../../lib/module-declarations.ts';
import { HttpProblem, fieldErrorsOf } from '../../lib/problem.ts';
import * as repo from './images.repository.ts';

/** What the image service uses: database, storage, log and every module's image fields. */
export interface ImageDeps extends RecordFiles {
  db: Db;
  fields: readonly ImageFieldDeclaration[];
}

export const imageNotFound = () => new HttpProblem(404, imageMessages.notFound);

/** Key and name of an image's file (not the record's JSON: thumbnails are the hot path). */
export async function findFile(db: Db, projectId: string, id: string) {
  const image = await repo.findImageFile(db, projectId, id);
  if (!image) throw imageNotFound();
  return image;
}

export async function get(deps: ImageDeps, projectId: string, id: string) {
  const image = await repo.findImage(deps.db, deps.fields, projectId, id);
  if (!image) throw imageNotFound();
  return image;
}

/** The optional name for every image of an upload; blank means the file names. */
const optionalName = (form: Record<string, string>) => form.name?.trim() || undefined;

const unknownModule = () =>
  new HttpProblem(400, imageMessages.moduleNotFound, { moduleId: [imageMessages.moduleNotFound] });

/**
 * Stores 1..20 uploaded images (read by `receive`) as records; all or nothing. A `moduleId`
 * must be a module of this project, else nothing is stored.
 */
export async function upload(
  deps: ImageDeps,
  projectId: string,
  userId: string,
  receive: (options: ReceiveOptions) => Promise<ReceivedUploads>,
) {
  const { fields, files } = await receive({
    kind: 'image',
    projectId,
    maxFiles: MAX_FILES_IMAGES_MODULE,
    fileField: 'files',
    checkFields: (form) => fieldErrorsOf(imageNameSchema.optional(), optionalName(form), 'name'),
  });
  const name = optionalName(fields);
  const moduleId = fields.moduleId || null;
  if (
    moduleId !== null &&
    !(isRecordId(moduleId) && (await repo.isProjectModule(deps.db, projectId, moduleId)))
  ) {
    await discardUploads(deps.storage, files);
    throw unknownModule();
  }
  const rows = await commitUpload(deps.storage, files, async () => {
    // The record takes the file's id, so its storage key names the image it belongs to.
    const values = files.map((file) => ({
      id: file.id,
      projectId,
      name: name ?? file.originalName,
      fileKey: file.key,
      fileName: file.name,
      contentType: file.contentType,
      size: file.size,
      width: file.width ?? null,
      height: file.height ?? null,
      moduleId,
      createdBy: userId,
    }));
    await repo.insertImages(deps.db, values);
    return values;
  });
  return repo.findImages(
    deps.db,
    deps.fields,
    projectId,
    rows.map((row) => row.id),
  );
}

export async function update(
  deps: ImageDeps,
  projectId: string,
  id: string,
  body: UpdateImageBody,
) {
  const categories = body.categories && [...new Set(body.categories)];
  // Categories are items of this project's categories module; another project's id is unknown.
  if (categories && categories.length > 0) {
    const found = await existingContentIds(deps.db, projectId, 'categories', categories);
    if (found.size !== categories.length)
      throw new HttpProblem(400, imageMessages.categoryNotFound, {
        categories: [imageMessages.categoryNotFound],
      });
  }
  const updated = await repo.updateImageIfVersion(deps.db, projectId, id, body.version, {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.description !== undefined && { description: body.description }),
    ...(categories !== undefined && { categories }),
  });
  if (!updated) {
    await findFile(deps.db, projectId, id);
    throw new HttpProblem(409, imageMessages.conflict);
  }
  return get(deps, projectId, id);
}

/** Deletes the record, its usages and the fields pointing at it, then the file and thumbnails. */
export async function remove(deps: ImageDeps, projectId: string, id: string) {
  const deleted = await deps.db.transaction(async (tx) => {
    await clearImageReferences(tx, deps.fields, projectId, id);
    return repo.deleteImageRow(tx, projectId, id);
  });
  if (!deleted) throw imageNotFound();
  await removeRecordFile(deps, { id, fileKey: deleted.fileKey });
}

export async function list(deps: ImageDeps, projectId: string, q: ImageListParams) {
  return repo.listImages(deps.db, deps.fields, projectId, q);
}

export async function byIds(deps: ImageDeps, projectId: string, ids: readonly string[]) {
  return repo.findImages(deps.db, deps.fields, projectId, ids);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MAX_FILES_IMAGES_MODULE,
  imageMessages,
  imageNameSchema,
  type UpdateImageBody,
} from '@kontor/core/schemas/images';
import { isRecordId } from '@kontor/core/ids';
import { commitUpload } from '../../files/process-upload.ts';
import { receiveUploads } from '../../files/receive-uploads.ts';
import { removeRecordFile } from '../../files/record-files.ts';
import { clearImageReferences } from '../../lib/image-usages.ts';
import { HttpProblem, fieldErrorsOf } from '../../lib/problem.ts';
import * as repo from './images.repository.ts';

export const imageNotFound = () => new HttpProblem(404, imageMessages.notFound);

/** Key and name of an image's file (not the record's JSON: thumbnails are the hot path). */
export async function findFile(app: FastifyInstance, projectId: string, id: string) {
  const image = await repo.findImageFile(app.db, projectId, id);
  if (!image) throw imageNotFound();
  return image;
}

export async function get(app: FastifyInstance, projectId: string, id: string) {
  const image = await repo.findImage(app.db, projectId, id);
  if (!image) throw imageNotFound();
  return image;
}

/** The optional name for every image of an upload; blank means the file names. */
const optionalName = (form: Record<string, string>) => form.name?.trim() || undefined;

/** Stores 1..20 uploaded images as records; all or nothing. */
export async function upload(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: string,
  userId: string,
) {
  const { fields, files } = await receiveUploads(request, app.storage, {
    kind: 'image',
    projectId,
    maxFiles: MAX_FILES_IMAGES_MODULE,
    fileField: 'files',
    checkFields: (form) => fieldErrorsOf(imageNameSchema.optional(), optionalName(form), 'name'),
  });
  const name = optionalName(fields);
  const moduleId = fields.moduleId && isRecordId(fields.moduleId) ? fields.moduleId : null;
  const rows = await commitUpload(app.storage, files, async () => {
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
    await repo.insertImages(app.db, values);
    return values;
  });
  return repo.findImages(
    app.db,
    projectId,
    rows.map((row) => row.id),
  );
}

export async function update(
  app: FastifyInstance,
  projectId: string,
  id: string,
  body: UpdateImageBody,
) {
  const updated = await repo.updateImageIfVersion(app.db, projectId, id, body.version, {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.categories !== undefined && { categories: body.categories }),
  });
  if (!updated) {
    await findFile(app, projectId, id);
    throw new HttpProblem(409, imageMessages.conflict);
  }
  return get(app, projectId, id);
}

/** Deletes the record, its usages and the fields pointing at it, then the file and thumbnails. */
export async function remove(request: FastifyRequest, projectId: string, id: string) {
  const deleted = await request.server.db.transaction(async (tx) => {
    await clearImageReferences(tx, projectId, id);
    return repo.deleteImageRow(tx, projectId, id);
  });
  if (!deleted) throw imageNotFound();
  await removeRecordFile(request, { id, fileKey: deleted.fileKey });
}

import type { FastifyRequest } from 'fastify';
import { documentNameSchema } from '@kontor/core/schemas/documents';
import type { ProcessedUpload } from '../../files/process-upload.ts';
import { receiveUploads } from '../../files/receive-uploads.ts';
import type { FileStorage } from '../../files/storage.ts';
import { fieldErrorsOf } from '../../lib/problem.ts';

export interface DocumentForm {
  name: string;
  upload: ProcessedUpload;
}

/**
 * Reads the document form (text field `name`, one file `file`): the file is checked and stored
 * (type by content, size limit), the name validated. Any refusal leaves nothing in storage and
 * names every field at fault that the client sent before the refusal.
 */
export async function readDocumentForm(
  request: FastifyRequest,
  storage: FileStorage,
  projectId: string,
): Promise<DocumentForm> {
  const { fields, files } = await receiveUploads(request, storage, {
    kind: 'document',
    projectId,
    maxFiles: 1,
    fileField: 'file',
    checkFields: (form) => fieldErrorsOf(documentNameSchema, form.name, 'name'),
  });
  return { name: documentNameSchema.parse(fields.name), upload: files[0]! };
}

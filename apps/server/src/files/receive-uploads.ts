import { imageMessages, tooManyFilesMessage } from '@kontor/core/schemas/images';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../lib/problem.ts';
import {
  discardUploads,
  multipartLimits,
  processUpload,
  type ProcessedUpload,
} from './process-upload.ts';
import type { FileKind } from './file-kinds.ts';
import type { FileStorage } from './storage.ts';

export interface ReceivedUploads {
  /** Text fields of the form (the last value wins for repeated names). */
  fields: Record<string, string>;
  files: ProcessedUpload[];
}

export interface ReceiveOptions {
  kind: FileKind;
  projectId: string;
  /** At most this many files; more are refused with the German message. */
  maxFiles: number;
  /** Name of the form field carrying the files ('files' or 'file'). */
  fileField: string;
}

const missingFile = () =>
  new HttpProblem(400, imageMessages.fileMissing, { file: [imageMessages.fileMissing] });

/**
 * Reads a multipart upload: stores every file through processUpload (size limit, type from the
 * bytes, re-encoding) and collects the text fields. All or nothing: when any part is refused,
 * the files stored so far are deleted again before the error leaves.
 */
export async function receiveUploads(
  request: FastifyRequest,
  storage: FileStorage,
  options: ReceiveOptions,
): Promise<ReceivedUploads> {
  if (!request.isMultipart()) throw missingFile();
  const received: ReceivedUploads = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({ limits: multipartLimits(options.maxFiles) })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') received.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.fileField) {
        part.file.resume();
        continue;
      }
      received.files.push(
        await processUpload({
          storage,
          source: part.file,
          fileName: part.filename,
          kind: options.kind,
          projectId: options.projectId,
        }),
      );
    }
  } catch (error) {
    await discardUploads(storage, received.files);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      const message = tooManyFilesMessage(options.maxFiles);
      throw new HttpProblem(413, message, { file: [message] });
    }
    throw error;
  }
  if (received.files.length === 0) throw missingFile();
  return received;
}

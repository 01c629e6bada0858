import type { FastifyRequest } from 'fastify';
import { FORM_FILE_MAX_BYTES, FORM_FILE_TYPES, formMessages } from '@kontor/core/schemas/forms';
import { FileRejectedError, type FileRejection } from '../../files/file-errors.ts';
import {
  discardUploads,
  multipartLimits,
  processUpload,
  type ProcessedUpload,
} from '../../files/process-upload.ts';
import { mapErrors, requestError } from '../../files/receive-uploads.ts';
import type { FileStorage } from '../../files/storage.ts';
import { HttpProblem } from '../../lib/problem.ts';

export interface FieldUpload {
  field: string;
  upload: ProcessedUpload;
}

/** What a website sent: the values by name (text, booleans) and the stored files by field. */
export interface ReceivedSubmission {
  values: Record<string, unknown>;
  uploads: FieldUpload[];
}

const MAX_TEXT_PARTS = 60;

const FILE_MESSAGES: Record<FileRejection, string> = {
  unsupported: formMessages.fileUnsupported,
  'too-large': formMessages.fileTooLarge,
  empty: formMessages.required,
};

/** A refused file, answered beside its field. */
function fileProblem(field: string, error: FileRejectedError) {
  const message = FILE_MESSAGES[error.reason];
  const problem = new HttpProblem(error.status, message, { [field]: [message] });
  problem.cause = error;
  return problem;
}

/** Stores one file of a file field: at most 20 MB, of the forms' types (decided by the bytes). */
async function storeFile(
  storage: FileStorage,
  projectId: string,
  field: string,
  part: { file: AsyncIterable<Uint8Array>; filename: string },
  toRequestError: (error: unknown) => unknown,
): Promise<FieldUpload | undefined> {
  try {
    const upload = await processUpload({
      storage,
      source: mapErrors(part.file, toRequestError),
      fileName: part.filename,
      kind: 'file',
      projectId,
      maxBytes: FORM_FILE_MAX_BYTES,
    });
    if (!(FORM_FILE_TYPES as readonly string[]).includes(upload.contentType)) {
      await discardUploads(storage, [upload]);
      throw new FileRejectedError('unsupported');
    }
    return { field, upload };
  } catch (error) {
    // An empty file input: the browser sends an empty part, the field stays unfilled.
    if (error instanceof FileRejectedError && error.reason === 'empty') return undefined;
    throw error instanceof FileRejectedError ? fileProblem(field, error) : error;
  }
}

/**
 * Reads a multipart submission: text parts become values, one file per file field is stored
 * (other file parts are skipped, an empty file input counts as none). All or nothing: when any
 * part is refused, the files stored so far are deleted before the error leaves.
 */
async function readMultipart(
  request: FastifyRequest,
  storage: FileStorage,
  projectId: string,
  fileFields: readonly string[],
): Promise<ReceivedSubmission> {
  const received: ReceivedSubmission = { values: {}, uploads: [] };
  const maxFiles = Math.max(fileFields.length, 1);
  const toRequestError = requestError(maxFiles);
  try {
    const limits = multipartLimits(maxFiles, FORM_FILE_MAX_BYTES);
    // Up to 50 fields plus consent, honeypot, challenge and nonce.
    const parts = request.parts({
      limits: { ...limits, fields: MAX_TEXT_PARTS, parts: maxFiles + MAX_TEXT_PARTS },
    });
    for await (const part of mapErrors(parts, toRequestError)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') received.values[part.fieldname] = part.value;
        continue;
      }
      const taken = received.uploads.some((u) => u.field === part.fieldname);
      if (!fileFields.includes(part.fieldname) || taken || part.filename === '') {
        part.file.resume();
        continue;
      }
      const stored = await storeFile(storage, projectId, part.fieldname, part, toRequestError);
      if (stored) received.uploads.push(stored);
    }
  } catch (error) {
    await discardUploads(
      storage,
      received.uploads.map((u) => u.upload),
    );
    throw error;
  }
  return received;
}

/**
 * The body of a public submission, JSON or multipart. File fields take their value from a
 * stored file only (its name), never from a text value.
 */
export async function readSubmission(
  request: FastifyRequest,
  storage: FileStorage,
  projectId: string,
  fileFields: readonly string[],
): Promise<ReceivedSubmission> {
  const received = request.isMultipart()
    ? await readMultipart(request, storage, projectId, fileFields)
    : { values: request.body, uploads: [] };
  if (
    received.values === null ||
    typeof received.values !== 'object' ||
    Array.isArray(received.values)
  )
    throw new HttpProblem(400, formMessages.submissionInvalid);
  const values: Record<string, unknown> = { ...received.values };
  for (const field of fileFields) delete values[field];
  for (const { field, upload } of received.uploads) values[field] = upload.name;
  return { values, uploads: received.uploads };
}

import type { FastifyRequest } from 'fastify';
import { FORM_FILE_MAX_BYTES, FORM_FILE_TYPES, formMessages } from '@kontor/core/schemas/forms';
import { FileRejectedError, type FileRejection } from '../../files/file-errors.ts';
import { mimeOf } from '../../files/file-kinds.ts';
import {
  discardUploads,
  inspectUpload,
  multipartLimits,
  storeUpload,
  type InspectedUpload,
  type ProcessedUpload,
} from '../../files/process-upload.ts';
import { mapErrors, requestError } from '../../files/receive-uploads.ts';
import type { FileStorage } from '../../files/storage.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { isBot, type SubmissionCheck, type SubmissionVerdict } from './submission-check.ts';

export interface FieldUpload {
  field: string;
  upload: ProcessedUpload;
}

/** A file of a file field, read and typed, not yet processed. */
export interface FieldFile {
  field: string;
  file: InspectedUpload;
}

/** What a website sent: the values by name (text, booleans), the files by field, the verdict. */
export interface ReceivedSubmission {
  values: Record<string, unknown>;
  files: FieldFile[];
  verdict: SubmissionVerdict;
}

const MAX_TEXT_PARTS = 60;
/** Far above a text area's 5000 characters, so a cut value is still too long. */
const MAX_TEXT_BYTES = 32 * 1024;

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

const isFormFileType = (type: FieldFile['file']['type']) =>
  (FORM_FILE_TYPES as readonly string[]).includes(mimeOf(type));

/** Reads one file of a file field: at most 20 MB, of the forms' types (decided by the bytes). */
async function receiveFile(
  field: string,
  part: { file: AsyncIterable<Uint8Array>; filename: string },
  toRequestError: (error: unknown) => unknown,
): Promise<FieldFile | undefined> {
  try {
    const file = await inspectUpload({
      source: mapErrors(part.file, toRequestError),
      fileName: part.filename,
      kind: 'file',
      maxBytes: FORM_FILE_MAX_BYTES,
    });
    if (!isFormFileType(file.type)) throw new FileRejectedError('unsupported');
    return { field, file };
  } catch (error) {
    // An empty file input: the browser sends an empty part, the field stays unfilled.
    if (error instanceof FileRejectedError && error.reason === 'empty') return undefined;
    throw error instanceof FileRejectedError ? fileProblem(field, error) : error;
  }
}

/** The values to check: file fields take their value from a received file only, never from text. */
function checkedValues(
  values: Record<string, unknown>,
  fileFields: readonly string[],
  files: readonly FieldFile[],
) {
  const checked: Record<string, unknown> = { ...values };
  for (const field of fileFields) delete checked[field];
  for (const { field, file } of files) checked[field] = file.name;
  return checked;
}

/**
 * Reads a multipart submission part by part and stops as soon as the answer is known
 * (docs/forms.md, spam protection): at a filled honeypot; at a refused file; before a file when
 * the text so far is already refused (text parts before it are still read, so every sent field
 * gets its message). Files are only read and typed here; nothing is decoded or stored.
 * The first value of a name counts, so what `early` decided cannot change.
 */
async function readMultipart(
  request: FastifyRequest,
  check: SubmissionCheck,
  fileFields: readonly string[],
): Promise<ReceivedSubmission> {
  const values: Record<string, unknown> = {};
  const files: FieldFile[] = [];
  const maxFiles = Math.max(fileFields.length, 1);
  const toRequestError = requestError(maxFiles);
  const limits = multipartLimits(maxFiles, FORM_FILE_MAX_BYTES);
  // Up to 50 fields plus consent, honeypot, challenge and nonce.
  const parts = request.parts({
    limits: {
      ...limits,
      fields: MAX_TEXT_PARTS,
      fieldSize: MAX_TEXT_BYTES,
      parts: maxFiles + MAX_TEXT_PARTS,
    },
  });
  const stop = (verdict: SubmissionVerdict) => ({ values, files, verdict });
  for await (const part of mapErrors(parts, toRequestError)) {
    if (part.type === 'field') {
      if (typeof part.value === 'string' && !(part.fieldname in values))
        values[part.fieldname] = part.value;
      if (isBot(values)) return stop({ kind: 'bot' });
      continue;
    }
    const taken = files.some((f) => f.field === part.fieldname);
    if (!fileFields.includes(part.fieldname) || taken || part.filename === '') {
      part.file.resume();
      continue;
    }
    const known = await check.early(checkedValues(values, fileFields, files));
    if (known) return stop(known);
    const file = await receiveFile(part.fieldname, part, toRequestError);
    if (file) files.push(file);
  }
  return stop(await check.final(checkedValues(values, fileFields, files)));
}

/** The body of a public submission, JSON or multipart, with the verdict of the checks. */
export async function readSubmission(
  request: FastifyRequest,
  check: SubmissionCheck,
  fileFields: readonly string[],
): Promise<ReceivedSubmission> {
  if (request.isMultipart()) return readMultipart(request, check, fileFields);
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpProblem(400, formMessages.submissionInvalid);
  const values = checkedValues(body as Record<string, unknown>, fileFields, []);
  return { values, files: [], verdict: await check.final(values) };
}

/**
 * Stores the files of an accepted submission (images re-encoded without their metadata). All or
 * nothing: when one is refused (an image that cannot be decoded), the others are deleted again.
 */
export async function storeSubmissionFiles(
  storage: FileStorage,
  projectId: string,
  files: readonly FieldFile[],
): Promise<FieldUpload[]> {
  const uploads: FieldUpload[] = [];
  try {
    for (const { field, file } of files) {
      try {
        uploads.push({ field, upload: await storeUpload(storage, projectId, file) });
      } catch (error) {
        throw error instanceof FileRejectedError ? fileProblem(field, error) : error;
      }
    }
  } catch (error) {
    await discardUploads(
      storage,
      uploads.map((u) => u.upload),
    );
    throw error;
  }
  return uploads;
}

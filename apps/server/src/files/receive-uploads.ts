import { imageMessages, tooManyFilesMessage } from '@kontor/core/schemas/images';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, type FieldErrors } from '../lib/problem.ts';
import { httpMessages } from '../plugins/messages.ts';
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
  /**
   * Checks the text fields. Its errors are answered together with a refused file (for the
   * fields sent before it), or alone as 400 when the files were fine; nothing stays stored.
   */
  checkFields?: (fields: Record<string, string>) => FieldErrors;
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
  const toRequestError = requestError(options.maxFiles);
  try {
    const parts = request.parts({ limits: multipartLimits(options.maxFiles) });
    for await (const part of mapErrors(parts, toRequestError)) {
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
          source: mapErrors(part.file, toRequestError),
          fileName: part.filename,
          kind: options.kind,
          projectId: options.projectId,
        }),
      );
    }
  } catch (error) {
    await discardUploads(storage, received.files);
    throw withFieldErrors(error, received, options.checkFields);
  }
  const problem =
    received.files.length === 0
      ? withFieldErrors(missingFile(), { ...received, complete: true }, options.checkFields)
      : fieldsProblem(options.checkFields?.(received.fields) ?? {});
  if (problem) {
    await discardUploads(storage, received.files);
    throw problem;
  }
  return received;
}

/** Errors of the request body itself are the client's: a limit, or a cut-off or garbled form. */
export function requestError(maxFiles: number) {
  return (error: unknown): unknown => {
    if (error instanceof HttpProblem) return error;
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      const message = tooManyFilesMessage(maxFiles);
      return new HttpProblem(413, message, { file: [message] });
    }
    const problem = new HttpProblem(400, httpMessages.brokenUpload, {
      file: [httpMessages.brokenUpload],
    });
    problem.cause = error;
    return problem;
  };
}

/** The items of `source`; an error of the source itself (not of the consumer) is mapped. */
export async function* mapErrors<T>(
  source: AsyncIterable<T>,
  map: (error: unknown) => unknown,
): AsyncGenerator<T> {
  try {
    for await (const item of source) yield item;
  } catch (error) {
    throw map(error);
  }
}

function fieldsProblem(errors: FieldErrors): HttpProblem | undefined {
  const first = Object.values(errors)[0]?.[0];
  return first === undefined ? undefined : new HttpProblem(400, first, errors);
}

/**
 * Adds field errors to a file refusal: all of them when the whole form was read, else only
 * those of fields received before the refusal (a later field may still have been coming).
 */
function withFieldErrors(
  error: unknown,
  form: { fields: Record<string, string>; complete?: boolean },
  check: ReceiveOptions['checkFields'],
): unknown {
  if (!(error instanceof HttpProblem) || !check) return error;
  const sent = Object.entries(check(form.fields)).filter(
    ([field]) => form.complete || field in form.fields,
  );
  if (sent.length === 0) return error;
  return new HttpProblem(error.status, error.detail, {
    ...error.errors,
    ...Object.fromEntries(sent),
  });
}

import type { FastifyRequest } from 'fastify';
import { documentNameSchema } from '@kontor/core/schemas/documents';
import { discardUploads, type ProcessedUpload } from '../../files/process-upload.ts';
import { receiveUploads } from '../../files/receive-uploads.ts';
import type { FileStorage } from '../../files/storage.ts';
import { HttpProblem } from '../../lib/problem.ts';

export interface DocumentForm {
  name: string;
  upload: ProcessedUpload;
}

interface SeenForm {
  fields: Record<string, string>;
  /** Every part was read, so a field not in `fields` was not sent at all. */
  complete: boolean;
}

/**
 * The request as receiveUploads sees it, except that the text fields are noted in `seen` while
 * the parts stream by: when the file is refused, receiveUploads throws without its fields, and
 * the name's error should still be answered along with the file's.
 */
function notingFields(request: FastifyRequest, seen: SeenForm): FastifyRequest {
  const parts: FastifyRequest['parts'] = async function* (options) {
    for await (const part of request.parts(options)) {
      if (part.type === 'field' && typeof part.value === 'string') {
        seen.fields[part.fieldname] = part.value;
      }
      yield part;
    }
    seen.complete = true;
  };
  return Object.create(request, { parts: { value: parts } }) as FastifyRequest;
}

type ParsedName = { ok: true; name: string } | { ok: false; error: string };

function parseName(value: string | undefined): ParsedName {
  const result = documentNameSchema.safeParse(value);
  return result.success
    ? { ok: true, name: result.data }
    : { ok: false, error: result.error.issues[0]!.message };
}

/**
 * Reads the document form (text field `name`, one file `file`): the file is checked and stored
 * (type by content, size limit), the name validated. Any refusal leaves nothing in storage and
 * names every field at fault the client sent before the refusal.
 */
export async function readDocumentForm(
  request: FastifyRequest,
  storage: FileStorage,
  projectId: string,
): Promise<DocumentForm> {
  const seen: SeenForm = { fields: {}, complete: false };
  let received;
  try {
    received = await receiveUploads(notingFields(request, seen), storage, {
      kind: 'document',
      projectId,
      maxFiles: 1,
      fileField: 'file',
    });
  } catch (error) {
    const known = seen.complete || seen.fields.name !== undefined;
    const name = known ? parseName(seen.fields.name) : undefined;
    if (error instanceof HttpProblem && name && !name.ok) {
      throw new HttpProblem(error.status, error.detail, { ...error.errors, name: [name.error] });
    }
    throw error;
  }
  const name = parseName(received.fields.name);
  if (!name.ok) {
    await discardUploads(storage, received.files);
    throw new HttpProblem(400, name.error, { name: [name.error] });
  }
  // receiveUploads refuses a form without a file.
  return { name: name.name, upload: received.files[0]! };
}

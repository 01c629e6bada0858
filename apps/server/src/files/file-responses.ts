import { z } from 'zod';
import { FILE_KINDS, type FileKind } from '@kontor/core/schemas/images';
import { emptyAnswer } from '../plugins/empty-answers.ts';
import { mimeOf } from './file-kinds.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart request body, for the OpenAPI document only: Fastify must not validate the
     * body of a streamed upload (plugins/swagger.ts turns this into the `requestBody`).
     */
    'x-multipart-body'?: object;
  }
}

const binary = z.string().meta({ format: 'binary' });

const notModified = emptyAnswer('Not Modified: the ETag sent in If-None-Match still matches');

/** A file answer: 200 with the bytes in one of `contentTypes`, or 304 for a matching ETag. */
export function fileResponse(contentTypes: readonly string[]) {
  const content = Object.fromEntries(contentTypes.map((type) => [type, { schema: binary }]));
  return { 200: { description: 'The file', content }, 304: notModified };
}

/** The media types a stored file of this kind can have. */
export const contentTypesOf = (kind: FileKind) => FILE_KINDS[kind].map(mimeOf);

/**
 * Documents a multipart upload: text `fields` and file fields (`files`; `many` ones may repeat)
 * with their descriptions. Spread into the route's schema.
 */
export function uploadBody(form: {
  fields: Record<string, string>;
  files: Record<string, string>;
  many?: string[];
  required?: string[];
}) {
  const file = (description: string) => ({ type: 'string', format: 'binary', description });
  const properties = {
    ...Object.fromEntries(
      Object.entries(form.fields).map(([name, description]) => [
        name,
        { type: 'string', description },
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(form.files).map(([name, description]) => [
        name,
        form.many?.includes(name) ? { type: 'array', items: file(description) } : file(description),
      ]),
    ),
  };
  return {
    'x-multipart-body': { type: 'object', properties, required: form.required ?? [] },
  };
}

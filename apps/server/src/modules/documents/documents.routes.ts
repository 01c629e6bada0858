import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentOwnerDeclaration } from '../../lib/module-declarations.ts';
import { z } from 'zod';
import { idSchema } from '@kontor/core/schemas/common';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { problemResponses } from '../../lib/problem.ts';
import {
  documentListSchema,
  documentMessages,
  documentParamsSchema,
  documentSchema,
} from '@kontor/core/schemas/documents';
import { contentTypesOf, fileResponse, uploadBody } from '../../files/file-responses.ts';
import { originalFileHeaders } from '../../files/file-headers.ts';
import { sendStored } from '../../files/send-stored.ts';
import { authOf, projectOf, requireModule, requireRecordModule } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { documentModuleSql, findPublicDocument } from './documents.repository.ts';
import * as service from './documents.service.ts';
import { readDocumentForm } from './documents.upload.ts';

/** A multipart document upload (name, then file) stored for the owner the request names. */
function addUploadRoute(
  app: FastifyInstance,
  deps: service.DocumentDeps,
  route: {
    url: string;
    kind: DocumentOwnerDeclaration;
    params: z.ZodType;
    owner: (request: FastifyRequest) => service.Owner;
    summary: string;
    description: string;
  },
) {
  app.post(
    route.url,
    {
      onRequest: requireModule(route.kind.module),
      schema: {
        summary: route.summary,
        description: route.description,
        params: route.params,
        ...uploadBody({
          fields: { name: 'Name of the document (sent before the file)' },
          files: { file: 'The document: PDF, DOC or DOCX' },
          required: ['name', 'file'],
        }),
        response: { 201: documentSchema },
      },
    },
    async (request, reply) => {
      const projectId = projectOf(request).id;
      const document = await service.create(
        deps,
        projectId,
        authOf(request).userId,
        route.owner(request),
        () => readDocumentForm(request, app.storage, projectId),
      );
      return reply.code(201).send(document);
    },
  );
}

/**
 * The files of public owners (`publicWhen`, e.g. a saved download) for the website, without a
 * session; anything else answers 404 as if it did not exist.
 */
export const publicDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log };
  app.get(
    '/api/public/projects/:projectId/documents/:documentId/file',
    {
      config: { public: true },
      schema: {
        tags: ['public content'],
        summary: 'The file of a published download (PDF inline, Word as attachment; ETag, 304)',
        params: documentParamsSchema,
        response: { ...fileResponse(contentTypesOf('document')), ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const { projectId, documentId } = request.params;
      const { stored, name } = await service.openFile(deps, projectId, documentId, (db, p, id) =>
        findPublicDocument(app.declared.documentOwners, db, p, id),
      );
      const headers = originalFileHeaders({ ...stored, name }, { immutable: false });
      return sendStored(request, reply, headers, stored.body);
    },
  );
};

/**
 * Documents of every declared owner kind (lib/module-declarations.ts): list and upload below
 * the owner, guarded by the owner's module; file and delete by document id, guarded by the
 * module of the document's owner, resolved in the access query.
 */
export const documentsRoutes = modulePlugin(
  (app) => ({
    tag: 'documents',
    guard: requireRecordModule({
      param: 'documentId',
      moduleOf: (projectId, id) => documentModuleSql(app.declared.documentOwners, projectId, id),
      notFound: documentMessages.notFound,
    }),
  }),
  async (app) => {
    const deps = { db: app.db, storage: app.storage, log: app.log };

    for (const kind of app.declared.documentOwners) {
      const url = `/api/projects/:projectId/${kind.segment}/:${kind.param}/documents`;
      const guard = requireModule(kind.module);
      const params = z.object({ projectId: idSchema, [kind.param]: idSchema });
      const ownerOf = (params: Record<string, string>) => ({ kind, id: params[kind.param]! });

      app.get(
        url,
        {
          onRequest: guard,
          schema: {
            summary: `Documents of ${kind.label}, newest first`,
            params,
            response: { 200: documentListSchema },
          },
        },
        async (request) => service.list(app.db, projectOf(request).id, ownerOf(request.params)),
      );

      addUploadRoute(app, deps, {
        url,
        kind,
        params,
        owner: (request) => ownerOf(request.params as Record<string, string>),
        summary: `Add a document to ${kind.label}`,
        description: 'The file must be a PDF, DOC or DOCX (decided by its content), at most 20 MB.',
      });
    }

    for (const kind of app.declared.documentOwners.filter((k) => k.uploadsBeforeOwner)) {
      addUploadRoute(app, deps, {
        url: `/api/projects/:projectId/${kind.segment}/files`,
        kind,
        params: projectParamsSchema,
        owner: () => ({ kind, id: null }),
        summary: `Upload a document for ${kind.label} not saved yet`,
        description:
          'Attached when the owner is saved with this document as its file. PDF, DOC or DOCX, at most 20 MB.',
      });
    }

    app.get(
      '/api/projects/:projectId/documents/:documentId/file',
      {
        schema: {
          summary: 'The stored file of a document (PDF inline, Word as attachment; ETag, 304)',
          params: documentParamsSchema,
          response: fileResponse(contentTypesOf('document')),
        },
      },
      async (request, reply) => {
        const { stored, name } = await service.openFile(
          deps,
          projectOf(request).id,
          request.params.documentId,
        );
        // Not immutable: a deleted document must stop being served on the next request.
        const headers = originalFileHeaders({ ...stored, name }, { immutable: false });
        return sendStored(request, reply, headers, stored.body);
      },
    );

    app.delete(
      '/api/projects/:projectId/documents/:documentId',
      {
        schema: {
          summary: 'Delete a document and its file',
          params: documentParamsSchema,
          response: { 204: emptyAnswer('Deleted') },
        },
      },
      async (request, reply) => {
        await service.remove(deps, projectOf(request).id, request.params.documentId);
        return reply.code(204).send(null);
      },
    );
  },
);

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentListSchema,
  documentParamsSchema,
  documentSchema,
  propertyDocumentsParamsSchema,
} from '@kontor/core/schemas/documents';
import { originalFileHeaders } from '../../files/file-headers.ts';
import { sendStored } from '../../files/send-stored.ts';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, projectOf, requireModule } from '../../plugins/access.ts';
import * as service from './documents.service.ts';

const tags = ['documents'];
const propertyDocuments = requireModule(service.ownerModule('object'));
// Per-document routes: only property documents exist so far. When task documents come, these
// need the module of the document's owner type (service.ownerModule(row.type)) checked after
// the lookup instead of a fixed guard.
const anyDocument = requireModule(service.ownerModule('object'));

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/projects/:projectId/properties/:propertyId/documents',
    {
      onRequest: propertyDocuments,
      schema: {
        tags,
        summary: 'Documents of a property, newest first',
        params: propertyDocumentsParamsSchema,
        response: { 200: documentListSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.list(app, projectOf(request).id, { type: 'object', id: request.params.propertyId }),
  );

  app.post(
    '/api/projects/:projectId/properties/:propertyId/documents',
    {
      onRequest: propertyDocuments,
      schema: {
        tags,
        summary: 'Add a document to a property (multipart: text field "name", then file "file")',
        description: 'The file must be a PDF, DOC or DOCX (decided by its content), at most 20 MB.',
        params: propertyDocumentsParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: documentSchema, ...problemResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const document = await service.create(
        app,
        request,
        projectOf(request).id,
        authOf(request).userId,
        {
          type: 'object',
          id: request.params.propertyId,
        },
      );
      return reply.code(201).send(document);
    },
  );

  app.get(
    '/api/projects/:projectId/documents/:documentId/file',
    {
      onRequest: anyDocument,
      schema: {
        tags,
        summary: 'The stored file of a document (PDF inline, Word as attachment; ETag, 304)',
        params: documentParamsSchema,
        response: { ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { stored, name } = await service.openFile(
        request,
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
      onRequest: anyDocument,
      schema: {
        tags,
        summary: 'Delete a document and its file',
        params: documentParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(request, projectOf(request).id, request.params.documentId);
      return reply.code(204).send(null);
    },
  );
};

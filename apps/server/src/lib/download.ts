import type { FastifyReply } from 'fastify';

/** A generated file as a download (the route documents it with fileResponse). */
export function sendDownload(
  reply: FastifyReply,
  type: string,
  filename: string,
  body: Buffer | string,
) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
}

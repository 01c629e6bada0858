import type { FastifyRequest } from 'fastify';
import { tourMessages } from '@kontor/core/schemas/services';
import { HttpProblem } from '../../lib/problem.ts';
import { authOf, projectOf } from '../../plugins/access.ts';

/** Office and admin roles (and superusers) see every tour; a worker role only their own. */
export function isTourOffice(request: FastifyRequest): boolean {
  const role = projectOf(request).role;
  return authOf(request).isSuperuser || (role !== null && role.type !== 'worker');
}

/** The worker a tour request is about: the caller unless office names another (else 403). */
export function tourWorkerOf(request: FastifyRequest, workerId: string | undefined): string {
  const self = authOf(request).userId;
  const target = workerId ?? self;
  if (target !== self && !isTourOffice(request)) {
    throw new HttpProblem(403, tourMessages.onlyOwnTour);
  }
  return target;
}

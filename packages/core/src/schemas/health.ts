import { z } from 'zod';

/** `GET /api/health` of a serving instance whose database answers. */
export const healthSchema = z.object({ status: z.literal('ok') });

/**
 * `GET /api/health` (503) of an instance that is shutting down: a load balancer stops sending
 * it requests, while the ones that still arrive are served (docs/operations.md, Rolling restarts).
 */
export const healthDrainingSchema = z.object({ status: z.literal('draining') });

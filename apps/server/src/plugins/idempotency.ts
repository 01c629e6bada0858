import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  idempotencyMessages,
} from '@kontor/core/schemas/worker-app';
import { sha256 } from '../lib/crypto.ts';
import { HttpProblem, toProblem } from '../lib/problem.ts';
import {
  claimKey,
  findKey,
  releaseKey,
  storeAnswer,
  sweepExpired,
  type KeyRef,
  type StoredAnswer,
} from './idempotency.repository.ts';
import { SAFE_METHODS } from './same-origin.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The success answer carries a secret (a feed URL, an invitation link): it is never kept
     * for replays, where it would sit in idempotency_keys in clear text; a replay gets a 409
     * saying the request ran (docs/api.md, 'Idempotency').
     */
    secretAnswer?: boolean;
  }
}

export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a duplicate waits for the first request's answer before 409. */
const WAIT_MS = 5000;
const POLL_MS = 40;
/** Answers not kept: a retry may succeed (server errors, session, rate limit). */
const NOT_KEPT = new Set([401, 403, 429]);
const KEPT_HEADERS = ['content-type', 'location'];

const claims = new WeakMap<FastifyRequest, KeyRef & { requestHash: string }>();

/**
 * What identifies "the same request": method, URL (with query) and the parsed body. The URL
 * as sent, so a retry spelled otherwise ('/%61pi/…' for '/api/…') is a different request under
 * the key (422), which fails safe; whether a key applies at all is decided by the matched route.
 * A multipart body is read by the handler, after this hook, so uploads are identified by
 * method and URL only (docs/decisions/0015-idempotency-keys.md).
 */
function requestHash(request: FastifyRequest): string {
  const body = request.isMultipart() ? 'multipart' : JSON.stringify(request.body ?? null);
  return sha256(`${request.method} ${request.url}\n${body}`);
}

function replay(reply: FastifyReply, answer: StoredAnswer) {
  return reply
    .code(answer.status)
    .headers({ ...answer.headers, [REPLAYED_HEADER]: 'true' })
    .send(Buffer.from(answer.body));
}

/**
 * Claims the key, or answers with the answer kept for it: waits while the first request with
 * this key is still running (a concurrent duplicate), refuses a different request under it.
 */
async function claimOrReplay(
  request: FastifyRequest,
  reply: FastifyReply,
  ref: KeyRef,
  route: string,
) {
  const { db } = request.server;
  const hash = requestHash(request);
  const claim = {
    projectId: request.auth?.project?.id ?? null,
    method: request.method,
    route,
    requestHash: hash,
  };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claimKey(db, ref, claim)) {
      claims.set(request, { ...ref, requestHash: hash });
      return;
    }
    // No row: released after a server error (or expired) meanwhile; claim it again.
    const row = await findKey(db, ref);
    if (row && row.requestHash !== hash) {
      throw new HttpProblem(422, idempotencyMessages.keyReused);
    }
    if (row?.state === 'done') {
      const { status, headers, body } = row;
      return replay(reply, {
        status: status!,
        headers: headers ?? {},
        body: body ?? new Uint8Array(),
      });
    }
    if (Date.now() >= deadline) throw new HttpProblem(409, idempotencyMessages.inProgress);
    if (row) await sleep(POLL_MS);
  }
}

/** What a replay gets: the answer itself, or for a secret-carrying success a 409 in its place. */
function keptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: Uint8Array,
): StoredAnswer {
  if (request.routeOptions.config?.secretAnswer && status < 300) {
    return {
      status: 409,
      headers: { 'content-type': 'application/problem+json; charset=utf-8' },
      body: Buffer.from(JSON.stringify(toProblem(409, idempotencyMessages.secretNotKept))),
    };
  }
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return { status, headers, body };
}

async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = claims.get(request);
  if (!claim) return;
  claims.delete(request);
  const { db } = request.server;
  const status = reply.statusCode;
  const body =
    payload == null
      ? new Uint8Array()
      : typeof payload === 'string'
        ? Buffer.from(payload)
        : payload;
  try {
    // A streamed answer cannot be kept; such a request runs again on a retry.
    if (status >= 500 || NOT_KEPT.has(status) || !(body instanceof Uint8Array)) {
      await releaseKey(db, claim);
      return;
    }
    await storeAnswer(db, claim, claim.requestHash, keptAnswer(request, reply, status, body));
    await sweepExpired(db);
  } catch (err) {
    // The answer still goes out; the pending row is taken over once stale.
    request.log.error({ err }, 'idempotency: answer not kept');
  }
}

/**
 * Replay-safe state changes (the worker app's outbox): a POST, PUT, PATCH or DELETE under
 * /api with an `Idempotency-Key` header, by a caller the route's guard let in, runs once per
 * user and key; repeating it answers the first answer again, with `Idempotent-Replayed: true`.
 * A preValidation hook: after the guards (onRequest), before body validation, so a replay
 * neither re-validates nor reads a multipart body again.
 */
export function setupIdempotency(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || SAFE_METHODS.has(request.method)) return;
    // Only callers a guard identified; public routes (login) and the guards' refusals are left alone.
    const route = request.routeOptions.url;
    if (!request.auth || !route?.startsWith('/api/')) return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new HttpProblem(400, idempotencyMessages.keyInvalid);
    }
    return claimOrReplay(request, reply, { userId: request.auth.userId, key }, route);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await keepAnswer(request, reply, payload);
    return payload;
  });
}

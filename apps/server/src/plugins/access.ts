import type { SQL } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { authMessages } from '@kontor/core/schemas/auth';
import type { ModulePath } from '@kontor/core/modules';
import { projectMessages, type RoleType } from '@kontor/core/schemas/projects';
import { sha256 } from '../lib/crypto.ts';
import { HttpProblem } from '../lib/problem.ts';
import { findAccess, roleHasAnyModule, type ModuleOf } from './access.repository.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

export interface MemberRole {
  id: string;
  name: string;
  type: RoleType;
  color: string;
  moduleIds: string[];
}

export interface Auth {
  userId: string;
  email: string;
  name: string;
  isSuperuser: boolean;
  tokenHash: string;
  /** Set by project guards: the project of the URL and the caller's role (null for a superuser non-member). */
  project?: { id: string; role: MemberRole | null };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/** Marks guard functions so the route check (plugins/auth.ts) can prove every route has one. */
export const GUARD = Symbol('kontor.guard');
type GuardKind = 'session' | 'project';
export type Guard = onRequestAsyncHookHandler & { [GUARD]: GuardKind };

function guard(kind: GuardKind, fn: onRequestAsyncHookHandler): Guard {
  return Object.assign(fn, { [GUARD]: kind });
}

export function isGuard(hook: unknown): hook is Guard {
  return typeof hook === 'function' && GUARD in hook;
}

/** The kind of a guard hook, or undefined for any other hook. */
export function guardKindOf(hook: unknown): GuardKind | undefined {
  return isGuard(hook) ? hook[GUARD] : undefined;
}

async function resolve(
  request: FastifyRequest,
  projectId: string | null,
  module: ModuleOf,
  prefetch?: SQL,
) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw new HttpProblem(401, authMessages.notLoggedIn);
  const tokenHash = sha256(token);
  const row = await findAccess(request.server.db, tokenHash, projectId, module, prefetch);
  if (!row) throw new HttpProblem(401, authMessages.notLoggedIn);
  const auth: Auth = {
    userId: row.user_id,
    email: row.email,
    name: row.name,
    isSuperuser: row.is_superuser,
    tokenHash,
  };
  request.auth = auth;
  return { auth, row };
}

/** Any logged-in user. */
export const requireSession: Guard = guard('session', async (request) => {
  await resolve(request, null, null);
});

/** Superusers only (403 otherwise). */
export const requireSuperuser: Guard = guard('session', async (request) => {
  const { auth } = await resolve(request, null, null);
  if (!auth.isSuperuser) throw new HttpProblem(403, projectMessages.superuserOnly);
});

/**
 * Builds, from the raw request, a scalar sub-select the guard runs in its own query (one
 * round trip for check and data on a hot route), or undefined to skip (e.g. an invalid query
 * string, which validation answers after the guard as usual).
 */
export type Prefetch = (request: FastifyRequest, projectId: string) => SQL | undefined;

const prefetchedResults = new WeakMap<FastifyRequest, unknown>();

/** The value the route's guard prefetched, or undefined (then the handler queries itself). */
export function prefetchedOf(request: FastifyRequest): unknown {
  return prefetchedResults.get(request);
}

/**
 * Member of `:projectId` (superusers pass) and, with a module path, a role that lists that
 * module. Non-members get 404 so a project's existence does not leak. A module plugin
 * (plugins/module-plugin.ts) applies its module's guard to all its routes.
 */
export function requireModule(
  modulePath: ModulePath | null,
  options: { prefetch?: Prefetch } = {},
): Guard {
  return projectGuard(() => modulePath, options.prefetch);
}

/**
 * For routes of a record whose owner decides the module (a document of a property needs
 * '/properties', of a task '/tasks'): `moduleOf` is a scalar sub-select giving the module
 * path of the record named by `params[param]`, or no row when it is not in the project. It
 * runs inside the access query, so the owner lookup costs no extra round trip. A missing
 * record is answered 404 with `notFound` (after the membership check).
 */
export function requireRecordModule(options: {
  param: string;
  moduleOf: (projectId: string, recordId: string) => SQL;
  notFound: string;
}): Guard {
  return projectGuard(
    (request, projectId) => {
      // Any value is only compared with ids, so a malformed one finds no record: 404, after
      // the session and membership checks.
      const recordId = (request.params as Record<string, unknown>)[options.param];
      return options.moduleOf(projectId, typeof recordId === 'string' ? recordId : '');
    },
    undefined,
    options.notFound,
  );
}

function projectGuard(
  moduleFor: (request: FastifyRequest, projectId: string) => ModuleOf,
  prefetchFor?: Prefetch,
  recordNotFound?: string,
): Guard {
  return guard('project', async (request) => {
    const { projectId } = request.params as { projectId?: unknown };
    if (typeof projectId !== 'string') throw new HttpProblem(404, projectMessages.notFound);
    const module = moduleFor(request, projectId);
    const prefetch = prefetchFor?.(request, projectId);
    const { auth, row } = await resolve(request, projectId, module, prefetch);
    const member = row.role_id !== null;
    if (row.project_id === null || (!member && !auth.isSuperuser)) {
      throw new HttpProblem(404, projectMessages.notFound);
    }
    if (module !== null) {
      if (recordNotFound !== undefined && row.module_path === null) {
        throw new HttpProblem(404, recordNotFound);
      }
      const permitted =
        row.module_id !== null &&
        (auth.isSuperuser || (row.module_ids ?? []).includes(row.module_id));
      if (!permitted) throw new HttpProblem(403, projectMessages.forbidden);
    }
    auth.project = {
      id: row.project_id,
      role: member
        ? {
            id: row.role_id!,
            name: row.role_name!,
            type: row.role_type!,
            color: row.role_color!,
            moduleIds: row.module_ids ?? [],
          }
        : null,
    };
    // Only after every check passed.
    if (row.prefetched != null) prefetchedResults.set(request, row.prefetched);
  });
}

/**
 * Member of `:projectId` whose role lists the module and is of type office or admin (or a
 * superuser): the office side of a module whose workers see only their own part of it.
 */
export function requireOfficeModule(modulePath: ModulePath): Guard {
  const module = requireModule(modulePath);
  return guard('project', async function (request, reply) {
    await module.call(this, request, reply);
    if (projectOf(request).role?.type === 'worker') {
      throw new HttpProblem(403, projectMessages.forbidden);
    }
  });
}

/**
 * A superuser in a module's route (spec 001 §6: only superusers add website contents and
 * pages): members without the module get the module guard's answer, other members 403 with
 * `message`, before the body is read.
 */
export function requireSuperuserInModule(modulePath: ModulePath, message: string): Guard {
  const module = requireModule(modulePath);
  return guard('project', async function (request, reply) {
    await module.call(this, request, reply);
    if (!authOf(request).isSuperuser) throw new HttpProblem(403, message);
  });
}

/** Member of `:projectId`, no module needed (project detail, member list). */
export const requireProject = (): Guard => requireModule(null);

/** Member of `:projectId` who also passes `check`; others get 403 with `message`. */
function requireProjectCaller(check: (auth: Auth) => boolean, message: string): Guard {
  const member = requireProject();
  return guard('project', async function (request, reply) {
    await member.call(this, request, reply);
    if (!check(authOf(request))) throw new HttpProblem(403, message);
  });
}

/** Administrator of `:projectId` (role type admin) or superuser; others get 403 with `message`. */
export function requireProjectAdmin(message: string): Guard {
  return requireProjectCaller(
    (auth) => auth.isSuperuser || auth.project?.role?.type === 'admin',
    message,
  );
}

/** A member of `:projectId` in person: a superuser who is not one gets 403 with `message`. */
export function requireMembership(message: string): Guard {
  return requireProjectCaller((auth) => Boolean(auth.project?.role), message);
}

/**
 * Member of `:projectId` whose role lists at least one of `modulePaths` (e.g. any content
 * module, to publish the website), or an administrator or superuser; others get 403 with
 * `message`.
 */
export function requireAnyModule(modulePaths: readonly ModulePath[], message: string): Guard {
  const member = requireProject();
  return guard('project', async function (request, reply) {
    await member.call(this, request, reply);
    const auth = authOf(request);
    const { id, role } = projectOf(request);
    if (auth.isSuperuser || role?.type === 'admin') return;
    if (role && (await roleHasAnyModule(request.server.db, id, role.moduleIds, modulePaths))) {
      return;
    }
    throw new HttpProblem(403, message);
  });
}

/** The guard's result inside a handler; throws 401 if a route forgot its guard. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw new HttpProblem(401, authMessages.notLoggedIn);
  return request.auth;
}

export function projectOf(request: FastifyRequest): NonNullable<Auth['project']> {
  const project = authOf(request).project;
  if (!project) throw new HttpProblem(404, projectMessages.notFound);
  return project;
}

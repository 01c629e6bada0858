import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ModulePath } from '@kontor/core/modules';
import { newId } from '@kontor/core/ids';
import type { RoleType } from '@kontor/core/schemas/projects';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import { roles } from '../db/schema/projects.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword } from '../lib/password.ts';
import { addMember, createProjectWithDefaults, type CreatedProject } from '../lib/project-setup.ts';
import { watchResponseStatuses } from './response-contract.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  /** Every route the app registered (collected with an onRoute hook). */
  routes: RouteOptions[];
  createUser(input?: Partial<Omit<TestUser, 'id'>> & { isSuperuser?: boolean }): Promise<TestUser>;
  /** A project with the given modules (default: '/properties') and the default admin/office/worker roles. */
  createProject(input?: { name?: string; modules?: ModulePath[] }): Promise<CreatedProject>;
  /** An extra role in a project; `modules` are paths of modules the project has. */
  createRole(
    project: CreatedProject,
    input?: { name?: string; type?: RoleType; modules?: ModulePath[] },
  ): Promise<string>;
  addMember(
    project: CreatedProject,
    user: TestUser,
    roleId: string,
    isWorker?: boolean,
  ): Promise<void>;
  /** Logs in through the API and returns the `cookie` header value for `inject`. */
  login(user: Pick<TestUser, 'email' | 'password'>): Promise<string>;
  /** A new user, member of `project` with the role of that type (or id), logged in. */
  member(
    project: CreatedProject,
    role?: RoleType | { id: string },
  ): Promise<TestUser & { cookie: string }>;
  /** A new logged-in superuser. */
  superuser(): Promise<TestUser & { cookie: string }>;
  /** Waits until the job queue has no pending or running job (mails sent, retries done). */
  drainJobs(): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;
// One hash for all test users keeps the suite fast (argon2 is slow on purpose).
const PASSWORD = 'geheim-123';
let passwordHash: Promise<string> | undefined;

export interface TestAppOptions {
  env?: Record<string, string>;
  webDist?: string;
  database?: Database;
  jobs?: BuildOptions['jobs'];
  notifications?: BuildOptions['notifications'];
  modules?: BuildOptions['modules'];
  /** Sees (and may change) every route before the app's own hooks do. */
  onRoute?: BuildOptions['onRoute'];
  /** false: do not fail on answers the routes do not document (a deliberately broken app). */
  checkStatuses?: boolean;
  /** The app's logger instead of none (a test that reads the log lines). */
  logger?: BuildOptions['logger'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kontor-test-')),
    ...options.env,
  });
  const routes: RouteOptions[] = [];
  const app = await buildApp(config, database.db, {
    logger: options.logger ?? false,
    webDist: options.webDist ?? path.join(os.tmpdir(), 'kontor-no-web-dist'),
    onRoute: (route) => {
      options.onRoute?.(route);
      routes.push(route);
    },
    jobs: options.jobs,
    notifications: options.notifications,
    modules: options.modules,
  });
  const statuses = watchResponseStatuses(app);
  await app.ready();
  const db = database.db;

  const t: TestApp = {
    app,
    db,
    database,
    config,
    routes,
    async createUser(input = {}) {
      const n = ++counter;
      const password = input.password ?? PASSWORD;
      const hash = input.password
        ? await hashPassword(password)
        : await (passwordHash ??= hashPassword(PASSWORD));
      const user = {
        id: newId(),
        email: input.email ?? `user${n}-${newId().toLowerCase()}@test.example`,
        name: input.name ?? `Testnutzer ${n}`,
      };
      await db.insert(users).values({
        ...user,
        passwordHash: hash,
        isSuperuser: input.isSuperuser ?? false,
      });
      return { ...user, password };
    },
    async createProject(input = {}) {
      return db.transaction((tx) =>
        createProjectWithDefaults(tx, {
          name: input.name ?? `Projekt ${++counter}`,
          modules: input.modules ?? ['/properties'],
          createdBy: null,
        }),
      );
    },
    async createRole(project, input = {}) {
      const id = newId();
      await db.insert(roles).values({
        id,
        projectId: project.id,
        name: input.name ?? `Rolle ${++counter}`,
        type: input.type ?? 'office',
        moduleIds: (input.modules ?? []).map((p) => project.moduleIds[p]!),
      });
      return id;
    },
    async addMember(project, user, roleId, isWorker) {
      await db.transaction((tx) => addMember(tx, project.id, user.id, roleId, isWorker));
    },
    async login(user) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: user });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'kontor_session');
      return `kontor_session=${cookie!.value}`;
    },
    async member(project, role = 'office') {
      const user = await t.createUser();
      const roleId = typeof role === 'string' ? project.roleIds[role] : role.id;
      await t.addMember(project, user, roleId);
      return { ...user, cookie: await t.login(user) };
    },
    async superuser() {
      const user = await t.createUser({ isSuperuser: true });
      return { ...user, cookie: await t.login(user) };
    },
    drainJobs: () => app.jobs.drain(),
    async close() {
      await app.close();
      if (!options.database) await database.close();
      if (options.checkStatuses !== false) statuses.assertNone();
    },
  };
  return t;
}

export async function userByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

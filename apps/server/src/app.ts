import helmet from '@fastify/helmet';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { FileStorage } from './files/storage.ts';
import type { JobWorkerOptions } from './jobs/job-worker.ts';
import { setupJobs } from './jobs/setup-jobs.ts';
import './lib/context.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { installCounters } from './lib/counters.ts';
import {
  collectDeclarations,
  jobHandlersOf,
  type KontorModule,
} from './lib/module-declarations.ts';
import { CONTENT_MODULES } from './modules/content/content.module.ts';
import { documentsModule, publicDocumentsModule } from './modules/documents/documents.module.ts';
import { formSubmissionsModule } from './modules/forms/form-submissions.module.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imagesModule } from './modules/images/images.module.ts';
import { importsModule } from './modules/imports/imports.module.ts';
import { invitationsModule } from './modules/invitations/invitations.module.ts';
import { jobsModule } from './modules/jobs/jobs.module.ts';
import { membersModule } from './modules/members/members.module.ts';
import { payrollModule } from './modules/payroll/payroll.module.ts';
import { tasksModule } from './modules/tasks/tasks.module.ts';
import {
  dueRefreshJob,
  scheduleDueRefresh,
  TASK_DUE_REFRESH_JOB,
} from './modules/tasks/tasks.due-refresh.ts';
import { ticketsModule } from './modules/tickets/tickets.module.ts';
import {
  timeSettingsModule,
  timeTrackingModule,
} from './modules/time-tracking/time-tracking.module.ts';
import {
  setupNotificationDelivery,
  type DeliveryHubOptions,
} from './modules/notifications/delivery-hub.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { vapidKeys } from './modules/notifications/push.service.ts';
import { projectsModule } from './modules/projects/projects.module.ts';
import { projectAdminModule } from './modules/project-admin/project-admin.module.ts';
import { propertiesModule } from './modules/properties/properties.module.ts';
import { rolesModule } from './modules/roles/roles.module.ts';
import { servicesModule } from './modules/services/services.module.ts';
import { tourVisitsForAgenda } from './modules/tours/tour-agenda-source.ts';
import { toursModule } from './modules/tours/tours.module.ts';
import { formsModule } from './modules/forms/forms.module.ts';
import { websiteContentsModule } from './modules/website/website-contents.module.ts';
import {
  websitePagesModule,
  websitePagesPublicModule,
} from './modules/website/website-pages.module.ts';
import { workerAppModuleWith } from './modules/worker-app/worker-app.module.ts';
import { AnswerCaches } from './plugins/answer-cache.ts';
import { setupAuth } from './plugins/auth.ts';
import { setupEmptyAnswers } from './plugins/empty-answers.ts';
import { clientProblem, frameworkProblem, setupErrors } from './plugins/errors.ts';
import { setupFiles } from './plugins/files.ts';
import { setupIdempotency } from './plugins/idempotency.ts';
import { createMailer, MAIL_JOB, mailJobHandler } from './plugins/mail.ts';
import { setupOptionsAnswers } from './plugins/options-answers.ts';
import { setupRouteAnswers } from './plugins/route-answers.ts';
import { setupSameOrigin } from './plugins/same-origin.ts';
import { setupDraining } from './plugins/shutdown.ts';
import { setupSpa } from './plugins/spa.ts';
import { validatorCompiler } from './plugins/validation.ts';
import { setupSwagger } from './plugins/swagger.ts';

/** The project modules; each brings one plugin and its declarations (docs/kit.md). */
export const MODULES: readonly KontorModule[] = [
  projectsModule,
  propertiesModule,
  documentsModule,
  publicDocumentsModule,
  imagesModule,
  jobsModule,
  importsModule,
  tasksModule,
  ticketsModule,
  servicesModule,
  membersModule,
  payrollModule,
  rolesModule,
  invitationsModule,
  ...CONTENT_MODULES,
  timeTrackingModule,
  timeSettingsModule,
  toursModule,
  formsModule,
  // The worker app's agenda shows the tours' visits; the modules meet here, not in each other.
  workerAppModuleWith(tourVisitsForAgenda),
  notificationsModule,
  projectAdminModule,
  websiteContentsModule,
  formSubmissionsModule,
  websitePagesModule,
  websitePagesPublicModule,
];

// Default zod messages (fields without a spec message) in German.
z.config(z.locales.de());

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app (tests point it elsewhere). */
  webDist?: string;
  /** Called for every registered route (tests enumerate the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Storage to use instead of the configured one (tests). */
  storage?: FileStorage;
  /** Modules instead of MODULES (tests of the declarations). */
  modules?: readonly KontorModule[];
  /** false: leave the database alone (generating the OpenAPI document without one). */
  installCounters?: boolean;
  /** Job worker timings (tests shorten the retry backoff). */
  jobs?: Partial<JobWorkerOptions>;
  /** Live notification delivery timings (tests shorten the poll and the heartbeat). */
  notifications?: Partial<DeliveryHubOptions>;
}

/** Builds the Fastify instance on an open, migrated database; tests call this and `inject`. */
export async function buildApp(
  config: Config,
  db: Db,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Two log lines per request cost throughput; request logs only when debugging.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    // Fastify's close(): stop accepting, finish in-flight requests, drop idle keep-alives.
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkProblem,
    // One spelling per route (docs/security.md, 'Paths and methods'): '/API/…', '//api/…' and
    // '/api/…/' match no route (404). The router still decodes percent-escapes ('/%61pi/…' is
    // '/api/…'), so no plugin decides by the raw URL, only by the matched route.
    routerOptions: {
      caseSensitive: true,
      ignoreDuplicateSlashes: false,
      ignoreTrailingSlash: false,
    },
    clientErrorHandler: clientProblem,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  setupRouteAnswers(app);
  setupOptionsAnswers(app);
  setupDraining(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('answerCaches', new AnswerCaches());
  const modules = options.modules ?? MODULES;
  const mail = mailJobHandler(createMailer(config, db, app.log));
  setupJobs(
    app,
    {
      [MAIL_JOB]: mail,
      [TASK_DUE_REFRESH_JOB]: dueRefreshJob(db, app.log),
      ...jobHandlersOf(modules, db, () => ({ storage: app.storage, log: app.log }), config),
    },
    options.jobs,
  );
  app.decorate('declared', collectDeclarations(modules));
  if (options.installCounters !== false) await installCounters(db, app.declared.counters);
  // Nightly jobs schedule their next night themselves; this starts each chain (or finds it).
  if (options.installCounters !== false)
    app.addHook('onReady', async () => {
      await scheduleDueRefresh(db);
      for (const module of modules) await module.scheduleJobs?.(db);
    });
  // Web Push's VAPID key pair exists from the first start on (generated once, in the database).
  if (options.installCounters !== false) app.addHook('onReady', () => vapidKeys(db).then(() => {}));

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and the swagger UI set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // OpenStreetMap tiles of the map picker (locations).
        imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
        fontSrc: ["'self'", 'data:'],
        // The place search of the map picker (OpenStreetMap Nominatim).
        connectSrc: ["'self'", 'https://nominatim.openstreetmap.org'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
  setupErrors(app);
  setupSameOrigin(app);
  setupEmptyAnswers(app);
  await setupAuth(app);
  setupNotificationDelivery(app, options.notifications);
  await setupFiles(app, config, options.storage);
  setupIdempotency(app);
  await setupSwagger(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  for (const module of modules) await app.register(module.plugin);

  await setupSpa(app, options.webDist);
  return app;
}

import type { KontorModule } from '../../lib/module-declarations.ts';
import { FORM_MAIL_JOB, formMailJob } from './form-mails.ts';
import { FORM_RETENTION_JOB, formRetentionJob, scheduleFormRetention } from './form-retention.ts';
import { publicFormRoutes } from './public-forms.routes.ts';
import { submissionsRoutes } from './submissions.routes.ts';

/**
 * Form submissions (docs/forms.md): the website's public form API, the Daten tab's routes,
 * the submitters' GDPR rights, the mails a submission causes and the nightly retention.
 */
export const formSubmissionsModule: KontorModule = {
  plugin: async (app) => {
    await app.register(publicFormRoutes);
    await app.register(submissionsRoutes);
  },
  jobs: (db, files, config) => ({
    [FORM_MAIL_JOB]: formMailJob(db, config, files().log),
    [FORM_RETENTION_JOB]: formRetentionJob({ db, ...files() }),
  }),
  scheduleJobs: scheduleFormRetention,
};

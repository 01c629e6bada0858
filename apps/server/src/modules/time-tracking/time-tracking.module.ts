import type { KontorModule } from '../../lib/module-declarations.ts';
import { HISTORY_CHECK_JOB, historyCheckJob, scheduleHistoryCheck } from './history-check.job.ts';
import { MONTH_RESET_JOB, monthResetJobHandler } from './month-reset.service.ts';
import { timeSettingsRoutes } from './time-settings.routes.ts';
import { timeTrackingRoutes } from './time-tracking.routes.ts';

/** 'Zeiterfassung': entries, absences and the overviews (docs/time-tracking.md). */
export const timeTrackingModule: KontorModule = {
  plugin: timeTrackingRoutes,
  jobs: (db, files) => ({
    [MONTH_RESET_JOB]: monthResetJobHandler(db),
    [HISTORY_CHECK_JOB]: historyCheckJob(db, files().log),
  }),
  // The nightly check of the change history's hash chains (docs/time-tracking.md).
  scheduleJobs: scheduleHistoryCheck,
};

/** 'Zeiten und Zuschläge': records, surcharges, holiday templates and holidays. */
export const timeSettingsModule: KontorModule = { plugin: timeSettingsRoutes };

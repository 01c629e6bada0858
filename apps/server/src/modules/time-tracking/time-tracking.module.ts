import type { KontorModule } from '../../lib/module-declarations.ts';
import { MONTH_RESET_JOB, monthResetJobHandler } from './month-reset.service.ts';
import { timeSettingsRoutes } from './time-settings.routes.ts';
import { timeTrackingRoutes } from './time-tracking.routes.ts';

/** 'Zeiterfassung': entries, absences and the overviews (docs/time-tracking.md). */
export const timeTrackingModule: KontorModule = {
  plugin: timeTrackingRoutes,
  jobs: (db) => ({ [MONTH_RESET_JOB]: monthResetJobHandler(db) }),
};

/** 'Zeiten und Zuschläge': records, surcharges, holiday templates and holidays. */
export const timeSettingsModule: KontorModule = { plugin: timeSettingsRoutes };

import type { KontorModule } from '../../lib/module-declarations.ts';
import { timeSettingsRoutes } from './time-settings.routes.ts';
import { timeTrackingRoutes } from './time-tracking.routes.ts';

/** 'Zeiterfassung': entries, absences and the overviews (docs/time-tracking.md). */
export const timeTrackingModule: KontorModule = { plugin: timeTrackingRoutes };

/** 'Zeiten und Zuschläge': records, surcharges, holiday templates and holidays. */
export const timeSettingsModule: KontorModule = { plugin: timeSettingsRoutes };

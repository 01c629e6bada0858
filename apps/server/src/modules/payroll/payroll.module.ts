import type { KontorModule } from '../../lib/module-declarations.ts';
import { payrollRoutes } from './payroll.routes.ts';

/** Wages and employment of the Mitarbeiter screen (docs/payroll.md). */
export const payrollModule: KontorModule = { plugin: payrollRoutes };

import type { MonthView } from '@kontor/core/schemas/time-tracking-api';

/** A month's pay part without any pay: no Personalnummer, no wage, § 17 not required. */
export const noPayroll: MonthView['payroll'] = {
  personnelNumber: null,
  wage: null,
  minimumWageCents: 1390,
  minimumWageSource: 'statutory',
  earnings: null,
  minijob: null,
  recordingRequired: false,
  findings: [],
  dueSoon: [],
};

/**
 * The inspection export ('Prüfexport', docs/payroll.md): which employees and which period the
 * office hands to the customs' inspection (FKS, § 17 MiLoG) as PDF and CSV.
 */
import { z } from 'zod';
import { inspectionPeriodMessages } from '../payroll/inspection-period.ts';
import { idSchema } from './common.ts';
import { localDateSchema } from './time-tracking.ts';

/** Most employees one export names (a company's whole staff fits; `all` has no limit). */
export const INSPECTION_MAX_EMPLOYEES = 500;

export const inspectionExportMessages = {
  chooseEmployees: 'Bitte wählen Sie mindestens einen Mitarbeiter aus.',
  tooManyEmployees: `Bitte höchstens ${INSPECTION_MAX_EMPLOYEES} Mitarbeiter einzeln auswählen oder „Alle Mitarbeiter“ wählen.`,
  unknownEmployee: 'Ein ausgewählter Mitarbeiter gehört nicht zu diesem Projekt.',
  noEmployees: 'Im gewählten Zeitraum hat kein Mitarbeiter einen Zeiterfassungs-Record.',
} as const;

const m = inspectionExportMessages;

export const inspectionExportBodySchema = z
  .object({
    /** Every employee with a time record in the period; `userIds` is then ignored. */
    all: z.boolean().default(false),
    userIds: z
      .array(idSchema, { error: m.chooseEmployees })
      .max(INSPECTION_MAX_EMPLOYEES, { error: m.tooManyEmployees })
      .default([]),
    from: localDateSchema,
    to: localDateSchema,
  })
  .superRefine((body, ctx) => {
    if (!body.all && body.userIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: m.chooseEmployees });
    }
    if (body.to < body.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: inspectionPeriodMessages.toBeforeFrom,
      });
    }
  });
export type InspectionExportBody = z.infer<typeof inspectionExportBodySchema>;

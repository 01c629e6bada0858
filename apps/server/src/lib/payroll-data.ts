import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WageLevel } from '@kontor/core/payroll/minimum-wage';
import type { WageRow } from '@kontor/core/payroll/wages';
import type { DbOrTx } from '../db/database.ts';
import { independentQueries } from '../db/sql.ts';
import { payrollEmployees, payrollWages } from '../db/schema/payroll.ts';
import { modules, projects } from '../db/schema/projects.ts';
import { users } from '../db/schema/users.ts';

/**
 * The payroll data of a project as the Mitarbeiter screen writes it (modules/payroll) and the
 * time tracking reads it for its findings, its CSV and later exports (docs/payroll.md).
 */

/** A stored wage row with the names of who recorded and who deleted it. */
export interface StoredWage extends WageRow {
  note: string;
  recordedBy: { id: string; name: string } | null;
  deletedBy: { id: string; name: string } | null;
}

/** An employee's Personalnummer (with the row's version) and every wage row, oldest first. */
export interface EmployeePayrollData {
  userId: string;
  personnelNumber: number | null;
  version: number;
  wages: StoredWage[];
}

const creator = alias(users, 'wage_creator');
const deleter = alias(users, 'wage_deleter');

/** The payroll data of the given users (all employees of the project without `userIds`). */
export async function employeePayrolls(
  db: DbOrTx,
  projectId: string,
  userIds?: readonly string[],
): Promise<Map<string, EmployeePayrollData>> {
  if (userIds?.length === 0) return new Map();
  const ofUsers = <T extends typeof payrollEmployees.userId | typeof payrollWages.userId>(c: T) =>
    userIds ? inArray(c, [...userIds]) : undefined;
  const [employees, wages] = await independentQueries(db, [
    () =>
      db
        .select()
        .from(payrollEmployees)
        .where(and(eq(payrollEmployees.projectId, projectId), ofUsers(payrollEmployees.userId))),
    () =>
      db
        .select({
          wage: payrollWages,
          creatorName: creator.name,
          deleterName: deleter.name,
        })
        .from(payrollWages)
        .leftJoin(creator, eq(creator.id, payrollWages.createdBy))
        .leftJoin(deleter, eq(deleter.id, payrollWages.deletedBy))
        .where(and(eq(payrollWages.projectId, projectId), ofUsers(payrollWages.userId)))
        .orderBy(asc(payrollWages.sequence)),
  ]);
  const result = new Map<string, EmployeePayrollData>();
  for (const e of employees) {
    result.set(e.userId, {
      userId: e.userId,
      personnelNumber: e.personnelNumber,
      version: e.version,
      wages: [],
    });
  }
  for (const { wage, creatorName, deleterName } of wages) {
    result.get(wage.userId)?.wages.push({
      id: wage.id,
      validFrom: wage.validFrom,
      employmentType: wage.employmentType,
      kind: wage.kind,
      amount: wage.amountCents,
      monthlyHours: wage.monthlyHours,
      note: wage.note,
      recordedAt: wage.createdAt.toISOString(),
      sequence: wage.sequence,
      recordedBy: wage.createdBy ? { id: wage.createdBy, name: creatorName ?? '' } : null,
      deletedAt: wage.deletedAt?.toISOString() ?? null,
      deletedBy: wage.deletedBy ? { id: wage.deletedBy, name: deleterName ?? '' } : null,
    });
  }
  return result;
}

/** The project's payroll settings as stored in `projects.settings.payroll`, with the default. */
export interface PayrollSettings {
  schwarzArbG: boolean;
  /** The default while not set: on for a facility-service company (the '/properties' module). */
  schwarzArbGDefault: boolean;
  schwarzArbGSet: boolean;
  sectorMinimumWages: { validFrom: string; amountCents: number }[];
}

interface StoredSettings {
  schwarzArbG?: unknown;
  sectorMinimumWages?: unknown;
}

function sectorLevels(stored: unknown): PayrollSettings['sectorMinimumWages'] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (l): l is { validFrom: string; amountCents: number } =>
        typeof l?.validFrom === 'string' && Number.isInteger(l?.amountCents),
    )
    .map((l) => ({ validFrom: l.validFrom, amountCents: l.amountCents }))
    .sort((a, b) => a.validFrom.localeCompare(b.validFrom));
}

/**
 * § 2a SchwarzArbG and the sector minimum wages. A project that looks after properties
 * ('Objekte': cleaning, caretaking, facility services) is a facility-service company, and
 * building cleaning is a sector of § 2a Abs. 1 Nr. 8 SchwarzArbG: the setting is on for it
 * until the office switches it off; off for any other project (a club's website).
 */
export async function payrollSettingsOf(db: DbOrTx, projectId: string): Promise<PayrollSettings> {
  const [row] = await db
    .select({
      settings: projects.settings,
      facility: sql<boolean>`exists (select 1 from ${modules} m where m.project_id = ${projectId} and m.path = '/properties')`,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  const stored = ((row?.settings as { payroll?: StoredSettings } | undefined)?.payroll ??
    {}) as StoredSettings;
  const facility = row?.facility === true;
  const set = typeof stored.schwarzArbG === 'boolean';
  return {
    schwarzArbG: set ? (stored.schwarzArbG as boolean) : facility,
    schwarzArbGDefault: facility,
    schwarzArbGSet: set,
    sectorMinimumWages: sectorLevels(stored.sectorMinimumWages),
  };
}

/** The sector minimum wages as core's wage levels. */
export const sectorLevelsOf = (settings: PayrollSettings): WageLevel[] =>
  settings.sectorMinimumWages.map((l) => ({ from: l.validFrom, cents: l.amountCents }));

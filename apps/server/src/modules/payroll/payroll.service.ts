import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import { berlinToday } from '@kontor/core/scheduling/index';
import {
  payrollApiMessages as m,
  type NewWageBody,
  type PayrollSettingsBody,
  type PersonnelNumberBody,
} from '@kontor/core/schemas/payroll';
import { minijobLimit, statutoryMinimumWage } from '@kontor/core/payroll/index';
import type { Db, DbOrTx } from '../../db/database.ts';
import { independentQueries } from '../../db/sql.ts';
import { payrollEmployees, payrollWages } from '../../db/schema/payroll.ts';
import { memberships, projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { employeePayrolls, payrollSettingsOf, sectorLevelsOf } from '../../lib/payroll-data.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { employeePayrollView } from '../../lib/payroll-views.ts';

const today = () => berlinToday(Date.now());
const empty = { personnelNumber: null, version: 0, wages: [] };

/** The project's members (superusers who are no members are no employees). */
async function members(db: DbOrTx, projectId: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.projectId, projectId))
    .orderBy(asc(users.name));
}

/** A member, or a former one with payroll data kept; else 404. */
async function employeeOr404(db: DbOrTx, projectId: string, userId: string, mustBeMember: boolean) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      member: sql<boolean>`exists (select 1 from ${memberships} m where m.project_id = ${projectId} and m.user_id = ${userId})`,
      kept: sql<boolean>`exists (select 1 from ${payrollEmployees} e where e.project_id = ${projectId} and e.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !(row.member || (!mustBeMember && row.kept))) {
    throw new HttpProblem(404, m.employeeNotFound);
  }
  return { id: row.id, name: row.name };
}

/** The Mitarbeiter table's pay column: every member with today's row and the findings. */
export async function list(db: Db, projectId: string) {
  const [people, data, settings] = await independentQueries(db, [
    () => members(db, projectId),
    () => employeePayrolls(db, projectId),
    () => payrollSettingsOf(db, projectId),
  ]);
  const sector = sectorLevelsOf(settings);
  return {
    items: people.map((user) => {
      const { wages: _wages, ...summary } = employeePayrollView(
        user,
        data.get(user.id) ?? empty,
        today(),
        sector,
      );
      return summary;
    }),
  };
}

export async function detail(db: DbOrTx, projectId: string, userId: string) {
  const user = await employeeOr404(db, projectId, userId, false);
  const [data, settings] = await independentQueries(db, [
    () => employeePayrolls(db, projectId, [userId]),
    () => payrollSettingsOf(db, projectId),
  ]);
  return employeePayrollView(user, data.get(userId) ?? empty, today(), sectorLevelsOf(settings));
}

function numberTaken(): never {
  throw new HttpProblem(409, m.personnelNumberTaken, { personnelNumber: [m.personnelNumberTaken] });
}

/**
 * 'Personalnummer': unique in the project (the unique index decides between concurrent saves);
 * `version` 0 creates the employee's row, a stale version is 409.
 */
export async function setPersonnelNumber(
  db: Db,
  projectId: string,
  userId: string,
  body: PersonnelNumberBody,
) {
  await employeeOr404(db, projectId, userId, true);
  let changed: { userId: string }[];
  try {
    changed = await db
      .update(payrollEmployees)
      .set({
        personnelNumber: body.personnelNumber,
        updatedAt: new Date(),
        version: sql`${payrollEmployees.version} + 1`,
      })
      .where(
        and(
          eq(payrollEmployees.projectId, projectId),
          eq(payrollEmployees.userId, userId),
          eq(payrollEmployees.version, body.version),
        ),
      )
      .returning({ userId: payrollEmployees.userId });
    if (changed.length === 0 && body.version === 0) {
      changed = await db
        .insert(payrollEmployees)
        .values({ projectId, userId, personnelNumber: body.personnelNumber, version: 1 })
        .onConflictDoNothing({ target: [payrollEmployees.projectId, payrollEmployees.userId] })
        .returning({ userId: payrollEmployees.userId });
    }
  } catch (error) {
    if (isUniqueViolation(error, 'payroll_employees_personnel_number_key')) numberTaken();
    throw error;
  }
  if (changed.length === 0) throw new HttpProblem(409, m.conflict);
  return detail(db, projectId, userId);
}

/** 'Neuer Lohn ab …': a new row; nothing before it changes. */
export async function addWage(
  db: Db,
  projectId: string,
  userId: string,
  actorId: string,
  body: NewWageBody,
) {
  await employeeOr404(db, projectId, userId, true);
  await db.transaction(async (tx) => {
    await tx.insert(payrollEmployees).values({ projectId, userId }).onConflictDoNothing();
    await tx.insert(payrollWages).values({
      id: newId(),
      projectId,
      userId,
      validFrom: body.validFrom,
      employmentType: body.employmentType,
      kind: body.kind,
      amountCents: body.amountCents,
      monthlyHours: body.kind === 'monthly' ? body.monthlyHours : null,
      note: body.note,
      createdBy: actorId,
    });
  });
  return detail(db, projectId, userId);
}

/** Deletes (marks) a row that begins after today; anything that has begun stays (409). */
export async function deleteWage(
  db: Db,
  projectId: string,
  userId: string,
  wageId: string,
  actorId: string,
) {
  const [row] = await db
    .select()
    .from(payrollWages)
    .where(
      and(
        eq(payrollWages.id, wageId),
        eq(payrollWages.projectId, projectId),
        eq(payrollWages.userId, userId),
      ),
    );
  if (!row) throw new HttpProblem(404, m.wageNotFound);
  if (row.deletedAt) throw new HttpProblem(409, m.alreadyDeleted);
  const marked = await db
    .update(payrollWages)
    .set({ deletedAt: new Date(), deletedBy: actorId })
    .where(
      and(
        eq(payrollWages.id, wageId),
        isNull(payrollWages.deletedAt),
        gt(payrollWages.validFrom, today()),
      ),
    )
    .returning({ id: payrollWages.id });
  if (marked.length === 0) throw new HttpProblem(409, m.onlyFutureDeletable);
  return detail(db, projectId, userId);
}

export async function settings(db: DbOrTx, projectId: string) {
  const stored = await payrollSettingsOf(db, projectId);
  const day = today();
  return {
    ...stored,
    statutoryMinimumCents: statutoryMinimumWage(day),
    minijobLimitCents: minijobLimit(day),
  };
}

export async function updateSettings(db: Db, projectId: string, body: PayrollSettingsBody) {
  const stored = {
    schwarzArbG: body.schwarzArbG,
    sectorMinimumWages: [...body.sectorMinimumWages].sort((a, b) =>
      a.validFrom.localeCompare(b.validFrom),
    ),
  };
  await db
    .update(projects)
    .set({
      settings: sql`jsonb_set(${projects.settings}, '{payroll}', ${JSON.stringify(stored)}::jsonb)`,
    })
    .where(eq(projects.id, projectId));
  return settings(db, projectId);
}

import { newId } from '@kontor/core/ids';
import type { DbOrTx } from '../db/database.ts';
import { payrollEmployees, payrollWages } from '../db/schema/payroll.ts';

/**
 * Personalnummern and pay for the demo team (docs/payroll.md): the office on a salary for its
 * 40 hours (173,33 hours a month), the workers paid by the hour, raised on 1 January; all full
 * time, as their records are. Recorded by the administrator a month before each row began.
 */
export async function seedDemoPayroll(
  db: DbOrTx,
  projectId: string,
  adminId: string,
  userIds: readonly string[],
  year: number,
) {
  const raises = [
    { from: `${year - 1}-01-01`, factor: 1 },
    { from: `${year}-01-01`, factor: 1.04 },
  ];
  for (const [person, userId] of userIds.entries()) {
    await db
      .insert(payrollEmployees)
      .values({ projectId, userId, personnelNumber: 1001 + person, version: 1 });
    const salaried = person < 3;
    for (const { from, factor } of raises) {
      const base = salaried ? 420_000 - person * 40_000 : 1_550 + (person % 3) * 40;
      await db.insert(payrollWages).values({
        id: newId(),
        projectId,
        userId,
        validFrom: from,
        employmentType: 'fullTime',
        kind: salaried ? 'monthly' : 'hourly',
        amountCents: Math.round(base * factor),
        monthlyHours: salaried ? 173.33 : null,
        createdBy: adminId,
        createdAt: new Date(Date.parse(`${from}T09:00:00Z`) - 31 * 24 * 60 * 60 * 1000),
      });
    }
  }
}

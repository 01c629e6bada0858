import type { Db } from '../../db/database.ts';
import { independentQueries } from '../../db/sql.ts';
import { monthFigures } from './month-figures.ts';
import { payrollContext } from './payroll-figures.ts';
import {
  loadSheets,
  monthRecordings,
  recordsOfYears,
  userNames,
  type SheetData,
} from './sheets.repository.ts';

/** One employee's month as the payroll exports read it (the CSV and DATEV LODAS). */
export interface PayrollMonthOf {
  userId: string;
  name: string;
  loaded: SheetData;
  figures: ReturnType<typeof monthFigures>;
  /** The last day counted: today in the current month, else the month's last day. */
  countedUntil: string;
}

/**
 * Every employee with a record in the month, sorted by name, with the month's figures as the
 * Mitarbeiterübersicht computes them: one loading path for the payroll CSV and the LODAS file,
 * so the two give the same numbers.
 */
export async function payrollMonths(
  db: Db,
  projectId: string,
  yearNumber: number,
  monthNumber: number,
): Promise<PayrollMonthOf[]> {
  // The month belongs to one record of each employee (a contract change starts a new one).
  const rows = (await recordsOfYears(db, projectId, [yearNumber])).filter(
    (r) => r.startMonth <= monthNumber && monthNumber <= r.endMonth,
  );
  const userIds = rows.map((r) => r.userId);
  const [loaded, names, context, recordings] = await independentQueries(db, [
    () => loadSheets(db, projectId, rows),
    () => userNames(db, userIds),
    () => payrollContext(db, projectId, userIds),
    () => monthRecordings(db, projectId, yearNumber, monthNumber),
  ]);
  const employees = loaded.map((one) => {
    const figures = monthFigures(one, monthNumber, context, recordings.get(one.row.userId) ?? []);
    return {
      userId: one.row.userId,
      name: names.get(one.row.userId) ?? '',
      loaded: one,
      figures,
      countedUntil: figures.countedUntil ?? figures.days.at(-1)?.date ?? '',
    };
  });
  return employees.sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

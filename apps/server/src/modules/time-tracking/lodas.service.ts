import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import {
  canonicalLines,
  figureWageType,
  lodasChanges,
  lodasFile,
  lodasLines,
  monthWageFigures,
  surchargeWageType,
  WAGE_FIGURE_LABELS,
  WAGE_FIGURES,
  windows1252,
  type EmployeeFigures,
  type LodasLine,
} from '@kontor/core/lodas/index';
import { payDaysOf } from '@kontor/core/payroll/month-earnings';
import { lodasMessages as m, type LodasPreview } from '@kontor/core/schemas/lodas';
import type { Db } from '../../db/database.ts';
import { lodasExports } from '../../db/schema/lodas.ts';
import { users } from '../../db/schema/users.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { lodasConfig, type LodasConfig } from './lodas-settings.service.ts';
import { payrollMonths, type PayrollMonthOf } from './payroll-months.ts';

/** The month's wage figures of one employee, from the days the month view counts. */
function figuresOf(e: PayrollMonthOf) {
  const { loaded, figures } = e;
  const counted = figures.days.filter((d) => d.date <= e.countedUntil);
  const percent = new Map(loaded.surcharges.map((s) => [s.id, s.value]));
  const pay = payDaysOf(counted, loaded.sheet.record.settings, (id) => percent.get(id) ?? 0);
  return monthWageFigures({
    days: counted,
    partAbsences: loaded.sheet.partAbsences ?? [],
    holidayMinutes: new Map(pay.map((p) => [p.date, p.holidayMinutes])),
    monthSaldo: figures.overview.saldo,
  });
}

/** What Kontor puts on each wage type: the names of the figures and surcharges mapped to it. */
function wageTypeLabels(config: LodasConfig): Map<number, string> {
  const names = new Map<number, string[]>();
  const add = (wageType: number | null, label: string) => {
    if (wageType !== null) names.set(wageType, [...(names.get(wageType) ?? []), label]);
  };
  for (const f of WAGE_FIGURES) add(figureWageType(config.choices, f), WAGE_FIGURE_LABELS[f]);
  for (const s of config.surcharges) {
    add(surchargeWageType(config.choices, s), `${s.name} ${s.value} %`);
  }
  return new Map([...names].map(([n, labels]) => [n, labels.join(' + ')]));
}

const checksumOf = (lines: readonly LodasLine[]) =>
  createHash('sha256').update(canonicalLines(lines)).digest('hex');

/** The month's lines, the employees refused (no Personalnummer or wage) and the settings. */
async function monthLines(db: Db, projectId: string, year: number, month: number) {
  const [config, employees] = await Promise.all([
    lodasConfig(db, projectId),
    payrollMonths(db, projectId, year, month),
  ]);
  const accepted: EmployeeFigures[] = [];
  const userOf = new Map<number, { id: string; name: string }>();
  const refused: LodasPreview['refused'] = [];
  for (const e of employees) {
    const figures = figuresOf(e);
    // An employee with nothing to pay in the month needs no line, so nothing is missing.
    const any = lodasLines([{ personnelNumber: 1, figures }], config.choices, config.surcharges);
    if (any.length === 0) continue;
    const number = e.figures.payroll.personnelNumber;
    const reasons = [
      ...(number === null ? [m.noPersonnelNumber] : []),
      ...(e.figures.payroll.earnings === null ? [m.noWage] : []),
    ];
    const user = { id: e.userId, name: e.name };
    if (reasons.length > 0 || number === null) refused.push({ user, reasons });
    else {
      accepted.push({ personnelNumber: number, figures });
      userOf.set(number, user);
    }
  }
  const lines = lodasLines(accepted, config.choices, config.surcharges);
  const countedUntil = employees.map((e) => e.countedUntil).sort()[0] ?? '';
  return { config, lines, refused, userOf, countedUntil };
}

async function lastExport(db: Db, projectId: string, year: number, month: number) {
  const [row] = await db
    .select({ mark: lodasExports, name: users.name })
    .from(lodasExports)
    .leftJoin(users, eq(users.id, lodasExports.exportedBy))
    .where(
      and(
        eq(lodasExports.projectId, projectId),
        eq(lodasExports.year, year),
        eq(lodasExports.month, month),
      ),
    )
    .orderBy(desc(lodasExports.sequence))
    .limit(1);
  return row;
}

/** The preview before the download: lines, refusals, the last export and what changed since. */
export async function lodasPreview(
  db: Db,
  projectId: string,
  year: number,
  month: number,
): Promise<LodasPreview> {
  const [{ config, lines, refused, userOf, countedUntil }, last] = await Promise.all([
    monthLines(db, projectId, year, month),
    lastExport(db, projectId, year, month),
  ]);
  const labels = wageTypeLabels(config);
  const checksum = checksumOf(lines);
  return {
    year,
    month,
    countedUntil,
    lines: lines.map((l) => ({
      ...l,
      user: userOf.get(l.personnelNumber)!,
      label: labels.get(l.wageType) ?? '',
    })),
    refused,
    checksum,
    ready: config.consultantNumber !== null && config.clientNumber !== null,
    lastExport: last
      ? {
          exportedAt: last.mark.exportedAt.toISOString(),
          exportedBy: last.mark.exportedBy
            ? { id: last.mark.exportedBy, name: last.name ?? '' }
            : null,
          checksum: last.mark.checksum,
        }
      : null,
    changes:
      last && last.mark.checksum !== checksum
        ? lodasChanges(last.mark.lines, lines).map((c) => ({
            ...c,
            user: userOf.get(c.personnelNumber) ?? null,
          }))
        : [],
  };
}

/**
 * The LODAS file of the month (Windows-1252 bytes) and its mark. Refused: settings missing
 * (409), employees without Personalnummer or wage (422, listed by name), nothing to export
 * (409), and figures that changed since the preview whose checksum the caller sends (409).
 */
export async function lodasExport(
  db: Db,
  projectId: string,
  userId: string,
  year: number,
  month: number,
  previewChecksum: string,
) {
  const { config, lines, refused } = await monthLines(db, projectId, year, month);
  if (config.consultantNumber === null || config.clientNumber === null) {
    throw new HttpProblem(409, m.settingsMissing);
  }
  if (refused.length > 0) {
    throw new HttpProblem(422, m.refused(refused.length), {
      employees: refused.map((r) => `${r.user.name}: ${r.reasons.join(', ')}`),
    });
  }
  if (lines.length === 0) throw new HttpProblem(409, m.nothingToExport);
  const checksum = checksumOf(lines);
  if (checksum !== previewChecksum) throw new HttpProblem(409, m.checksumChanged);
  await db
    .insert(lodasExports)
    .values({ id: newId(), projectId, year, month, checksum, lines, exportedBy: userId });
  const text = lodasFile({
    consultantNumber: config.consultantNumber,
    clientNumber: config.clientNumber,
    year,
    month,
    lines,
  });
  return Buffer.from(windows1252(text));
}

import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_WAGE_TYPES,
  defaultSurchargeWageType,
  figureWageType,
  surchargeWageType,
  WAGE_FIGURE_LABELS,
  WAGE_FIGURES,
  type WageTypeChoices,
} from '@kontor/core/lodas/index';
import { lodasMessages as m, type LodasSettingsBody } from '@kontor/core/schemas/lodas';
import type { DbOrTx } from '../../db/database.ts';
import { projects } from '../../db/schema/projects.ts';
import { surcharges } from '../../db/schema/time-tracking.ts';
import { HttpProblem } from '../../lib/problem.ts';

/** What projects.settings.lodas holds (docs/payroll.md, 'DATEV LODAS'). */
interface StoredLodas {
  consultantNumber?: number | null;
  clientNumber?: number | null;
  wageTypes?: WageTypeChoices['figures'];
  surcharges?: WageTypeChoices['surcharges'];
  version?: number;
}

export interface LodasConfig {
  consultantNumber: number | null;
  clientNumber: number | null;
  choices: WageTypeChoices;
  version: number;
  /** The project's surcharges, by name. */
  surcharges: { id: string; name: string; value: number; active: boolean }[];
}

/** The project's LODAS settings and surcharges, the proposals where nothing was chosen. */
export async function lodasConfig(db: DbOrTx, projectId: string): Promise<LodasConfig> {
  const [[row], rows] = await Promise.all([
    db.select({ settings: projects.settings }).from(projects).where(eq(projects.id, projectId)),
    db
      .select({
        id: surcharges.id,
        name: surcharges.name,
        value: surcharges.value,
        active: surcharges.active,
      })
      .from(surcharges)
      .where(eq(surcharges.projectId, projectId)),
  ]);
  const stored = ((row?.settings as { lodas?: StoredLodas } | undefined)?.lodas ??
    {}) as StoredLodas;
  return {
    consultantNumber: stored.consultantNumber ?? null,
    clientNumber: stored.clientNumber ?? null,
    choices: { figures: stored.wageTypes ?? {}, surcharges: stored.surcharges ?? {} },
    version: stored.version ?? 0,
    surcharges: rows.sort((a, b) => a.name.localeCompare(b.name, 'de') || a.value - b.value),
  };
}

/** 'Lohnarten' as the settings screen shows them; `editable` for the administration. */
export async function lodasSettings(db: DbOrTx, projectId: string, editable: boolean) {
  const config = await lodasConfig(db, projectId);
  return {
    consultantNumber: config.consultantNumber,
    clientNumber: config.clientNumber,
    figures: WAGE_FIGURES.map((figure) => ({
      figure,
      label: WAGE_FIGURE_LABELS[figure],
      wageType: figureWageType(config.choices, figure),
      defaultWageType: DEFAULT_WAGE_TYPES[figure],
    })),
    surcharges: config.surcharges.map((s) => ({
      surchargeId: s.id,
      label: `${s.name} (${s.value} %)`,
      value: s.value,
      active: s.active,
      wageType: surchargeWageType(config.choices, s),
      defaultWageType: defaultSurchargeWageType(s.value),
    })),
    version: config.version,
    editable,
  };
}

/**
 * Saves the settings when `version` is still the stored one (409 otherwise; the check and the
 * write are one statement, so two saves at once cannot both win). A surcharge of another
 * project is refused by its field.
 */
export async function updateLodasSettings(db: DbOrTx, projectId: string, body: LodasSettingsBody) {
  const config = await lodasConfig(db, projectId);
  const known = new Set(config.surcharges.map((s) => s.id));
  const unknown = Object.keys(body.surcharges).filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new HttpProblem(
      400,
      m.surchargeUnknown,
      Object.fromEntries(unknown.map((id) => [`surcharges.${id}`, [m.surchargeUnknown]])),
    );
  }
  const stored: StoredLodas = {
    consultantNumber: body.consultantNumber,
    clientNumber: body.clientNumber,
    wageTypes: body.wageTypes,
    surcharges: body.surcharges,
    version: body.version + 1,
  };
  const updated = await db
    .update(projects)
    .set({
      settings: sql`jsonb_set(${projects.settings}, '{lodas}', ${JSON.stringify(stored)}::jsonb)`,
    })
    .where(
      and(
        eq(projects.id, projectId),
        sql`coalesce((${projects.settings}->'lodas'->>'version')::int, 0) = ${body.version}`,
      ),
    )
    .returning({ id: projects.id });
  if (updated.length === 0) throw new HttpProblem(409, m.conflict);
}

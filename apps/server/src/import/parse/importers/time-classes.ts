/**
 * The working-time classes of the old system (issue 30, 'Past years'), in dependency order:
 * holidays and templates before the records that name them, the records before the
 * surcharges that connect them and the absences and days that lie in them. Each run gets its
 * own set: Record and Day show every object read (also unchanged ones) to one SaldoCollector,
 * and after Day `compareSaldo` (time-saldo-check.ts) notes every difference to the source.
 */
import type { ClassImporter } from '../contract.ts';
import { compareSaldo, SaldoCollector } from './time-saldo-check.ts';
import { absenceImporter } from './time-absences.ts';
import { dayImporter } from './time-days.ts';
import { holidayImporter, templateImporter } from './time-holidays.ts';
import { recordImporter } from './time-records.ts';
import { surchargeImporter } from './time-surcharges.ts';

export const timeImporters: readonly ClassImporter[] = [
  holidayImporter,
  templateImporter,
  recordImporter,
  surchargeImporter,
  absenceImporter,
  dayImporter,
];

/** The time importers of one run, sharing the source's saldo figures for the check after Day. */
export function timeImportersOfRun(): ClassImporter[] {
  const collector = new SaldoCollector();
  return timeImporters.map((importer) => {
    if (importer === recordImporter) {
      return { ...importer, observe: (object) => collector.observe('Record', object) };
    }
    if (importer === dayImporter) {
      return {
        ...importer,
        observe: (object) => collector.observe('Day', object),
        finish: async (context) => {
          await compareSaldo(context, collector.figures());
        },
      };
    }
    return importer;
  });
}

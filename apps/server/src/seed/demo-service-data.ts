import type { CostType } from '@kontor/core/schemas/services';
import type { HolidayRule, ServiceWeekday } from '@kontor/core/tours/service-schedule';

/** People by index into DEMO_USERS: 3 Mehmet, 4 Jan, 5 Katarzyna, 6 Lukas, 7 Anna. */
const MEHMET = 3;
const JAN = 4;
const KATARZYNA = 5;
const LUKAS = 6;
const ANNA = 7;

/** The catalogue: one service per kind of recurring work, and one switched off. */
export const DEMO_SERVICES: {
  title: string;
  description: string;
  costType: CostType;
  defaultDuration: number;
  workers: number[];
  substitutes: number[];
  active?: boolean;
}[] = [
  {
    title: 'Hauswart-Rundgang',
    description: 'Sichtkontrolle von Treppenhaus, Keller, Außenanlagen; Mängel melden.',
    costType: 'caretaking',
    defaultDuration: 30,
    workers: [MEHMET],
    substitutes: [JAN],
  },
  {
    title: 'Treppenhausreinigung',
    description: 'Stufen und Podeste feucht wischen, Geländer und Handläufe abwischen.',
    costType: 'stairwellCleaning',
    defaultDuration: 60,
    workers: [JAN],
    substitutes: [KATARZYNA],
  },
  {
    title: 'Gartenpflege',
    description: 'Rasen mähen, Beete jäten, Laub entfernen.',
    costType: 'gardening',
    defaultDuration: 90,
    workers: [ANNA],
    substitutes: [LUKAS],
  },
  {
    title: 'Winterdienst',
    description: 'Gehwege und Zugänge räumen und streuen, werktags ab 6 Uhr.',
    costType: 'winterService',
    defaultDuration: 45,
    workers: [LUKAS],
    substitutes: [MEHMET, ANNA],
  },
  {
    title: 'Mülltonnenservice',
    description: 'Tonnen zur Abholung rausstellen und wieder reinholen.',
    costType: 'otherAllocable',
    defaultDuration: 15,
    workers: [MEHMET],
    substitutes: [JAN],
  },
  {
    title: 'Gebäudereinigung Gemeinschaftsräume',
    description: 'Waschküche, Fahrradkeller und Eingangsbereich reinigen.',
    costType: 'buildingCleaning',
    defaultDuration: 120,
    workers: [KATARZYNA],
    substitutes: [JAN],
  },
  {
    title: 'Kleinreparaturen',
    description: 'Glühbirnen, Türschließer, tropfende Hähne – nicht auf Mieter umlegbar.',
    costType: 'notAllocable',
    defaultDuration: 60,
    workers: [LUKAS],
    substitutes: [],
  },
  {
    title: 'Dachrinnenreinigung',
    description: 'Zweimal im Jahr, derzeit über eine Fremdfirma.',
    costType: 'otherAllocable',
    defaultDuration: 120,
    workers: [],
    substitutes: [],
    active: false,
  },
];

export type DemoSchedule =
  | { every: number; unit?: 'weeks' | 'months'; days: ServiceWeekday[]; endsIn?: number }
  | { monthDays: number[] };

export interface DemoEntry {
  property: number;
  service: string;
  schedule: DemoSchedule;
  workers: number[];
  substitutes: number[];
  holidayRule: HolidayRule;
  active: boolean;
}

const entry = (
  property: number,
  service: string,
  schedule: DemoSchedule,
  [workers, substitutes]: [number[], number[]],
  options: { holidayRule?: HolidayRule; active?: boolean } = {},
): DemoEntry => ({
  property,
  service,
  schedule,
  workers,
  substitutes,
  holidayRule: options.holidayRule ?? 'skip',
  active: options.active ?? true,
});

const weekly = (...days: ServiceWeekday[]): DemoSchedule => ({ every: 1, days });
const workdays: ServiceWeekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const moved = { holidayRule: 'nextWorkingDay' } as const;

/**
 * Entries by property index (DEMO_PROPERTIES) and service title; interval schedules start
 * twelve weeks before the seeding week, so past weeks have visits and the tours run on.
 */
export const DEMO_SERVICE_ENTRIES: DemoEntry[] = [
  entry(0, 'Hauswart-Rundgang', weekly('monday'), [[MEHMET], [JAN]]),
  entry(0, 'Treppenhausreinigung', weekly('tuesday', 'friday'), [[JAN], [KATARZYNA]]),
  entry(0, 'Mülltonnenservice', { monthDays: [1, 15] }, [[MEHMET], [JAN]], moved),
  entry(1, 'Hauswart-Rundgang', weekly('wednesday'), [[MEHMET], [JAN]]),
  entry(1, 'Mülltonnenservice', weekly('tuesday'), [[MEHMET], [JAN]], moved),
  entry(1, 'Winterdienst', weekly(...workdays), [[MEHMET], [ANNA]], moved),
  entry(2, 'Treppenhausreinigung', { every: 2, days: ['thursday'] }, [[KATARZYNA], [JAN]]),
  entry(2, 'Gebäudereinigung Gemeinschaftsräume', { every: 1, unit: 'months', days: ['any'] }, [
    [KATARZYNA],
    [JAN],
  ]),
  entry(3, 'Gartenpflege', { every: 2, days: ['any'], endsIn: 8 }, [[ANNA], [LUKAS]]),
  entry(3, 'Hauswart-Rundgang', weekly('thursday'), [[LUKAS], [ANNA]]),
  entry(4, 'Treppenhausreinigung', weekly('wednesday'), [[JAN], [KATARZYNA]]),
  entry(4, 'Winterdienst', weekly('monday', 'wednesday', 'friday'), [[JAN], [MEHMET]], moved),
  entry(5, 'Winterdienst', weekly(...workdays), [[LUKAS], [KATARZYNA]], moved),
  entry(5, 'Hauswart-Rundgang', { monthDays: [5, 20] }, [[KATARZYNA], [LUKAS]]),
  entry(6, 'Gartenpflege', { every: 4, days: ['any'], endsIn: 8 }, [[ANNA], [LUKAS]]),
  entry(6, 'Treppenhausreinigung', weekly('friday'), [[ANNA], [LUKAS]]),
  entry(7, 'Gartenpflege', { every: 1, days: ['wednesday'], endsIn: 8 }, [[ANNA], [MEHMET]]),
  entry(7, 'Hauswart-Rundgang', { monthDays: [10, 25] }, [[MEHMET], [ANNA]]),
  entry(8, 'Gebäudereinigung Gemeinschaftsräume', weekly('monday', 'thursday'), [
    [KATARZYNA],
    [JAN],
  ]),
  entry(8, 'Kleinreparaturen', { every: 1, unit: 'months', days: ['any'] }, [[LUKAS], []]),
  entry(9, 'Treppenhausreinigung', weekly('monday'), [[KATARZYNA], [JAN]]),
  entry(9, 'Mülltonnenservice', { monthDays: [1] }, [[JAN], [KATARZYNA]], moved),
  entry(9, 'Kleinreparaturen', { every: 3, unit: 'months', days: ['any'] }, [[LUKAS], []], {
    active: false,
  }),
];

/** The worker on vacation next week, so the tours show a substitute taking over. */
export const DEMO_ABSENT_WORKER = MEHMET;

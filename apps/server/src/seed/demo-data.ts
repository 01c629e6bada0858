import type { ModulePath } from '@kontor/core/modules';
import type { RoleType } from '@kontor/core/schemas/projects';

/** The German demo project: a facility-service company with office staff and workers. */
export const DEMO_PROJECT = {
  name: 'Hausmeisterservice Sonnenschein GmbH',
  description: 'Hausmeister-, Reinigungs- und Winterdienst für Wohn- und Geschäftshäuser',
  modules: [
    '/properties',
    '/tasks',
    '/tickets',
    '/tours',
    '/time-tracking',
    '/time-settings',
    '/staff',
    '/user-management',
    '/images',
    '/articles',
  ] satisfies ModulePath[],
};

export const DEMO_USERS: { name: string; email: string; role: RoleType; isWorker: boolean }[] = [
  {
    name: 'Petra Wagner',
    email: 'petra.wagner@sonnenschein.example',
    role: 'admin',
    isWorker: false,
  },
  {
    name: 'Sabine Krüger',
    email: 'sabine.krueger@sonnenschein.example',
    role: 'office',
    isWorker: false,
  },
  {
    name: 'Thomas Becker',
    email: 'thomas.becker@sonnenschein.example',
    role: 'office',
    isWorker: false,
  },
  {
    name: 'Mehmet Yılmaz',
    email: 'mehmet.yilmaz@sonnenschein.example',
    role: 'worker',
    isWorker: true,
  },
  {
    name: 'Jan Schröder',
    email: 'jan.schroeder@sonnenschein.example',
    role: 'worker',
    isWorker: true,
  },
  {
    name: 'Katarzyna Nowak',
    email: 'katarzyna.nowak@sonnenschein.example',
    role: 'worker',
    isWorker: true,
  },
  {
    name: 'Lukas Hoffmann',
    email: 'lukas.hoffmann@sonnenschein.example',
    role: 'worker',
    isWorker: true,
  },
  {
    name: 'Anna Schulz',
    email: 'anna.schulz@sonnenschein.example',
    role: 'worker',
    isWorker: true,
  },
];

/** Properties named by address; staff by index into DEMO_USERS. */
export const DEMO_PROPERTIES: {
  name: string;
  keyNumber: number | null;
  info: string;
  staff: number[];
  archived?: boolean;
}[] = [
  {
    name: 'Lindenstraße 12, 10969 Berlin',
    keyNumber: 101,
    info: 'Schlüssel beim Hausverwalter im EG',
    staff: [3, 4],
  },
  {
    name: 'Kastanienallee 77, 10435 Berlin',
    keyNumber: 102,
    info: 'Mülltonnen dienstags rausstellen',
    staff: [3],
  },
  {
    name: 'Am Stadtpark 3, 50667 Köln',
    keyNumber: 203,
    info: 'Tiefgarage: Tor-Code im Büro erfragen',
    staff: [5],
  },
  { name: 'Goethestraße 45, 80336 München', keyNumber: null, info: '', staff: [6, 7] },
  {
    name: 'Hafenweg 8, 20457 Hamburg',
    keyNumber: 305,
    info: 'Treppenhausreinigung wöchentlich',
    staff: [4],
  },
  {
    name: 'Schillerplatz 5, 70173 Stuttgart',
    keyNumber: 412,
    info: 'Winterdienst ab 6 Uhr',
    staff: [5, 6],
  },
  { name: 'Bahnhofstraße 21, 04109 Leipzig', keyNumber: 518, info: '', staff: [7] },
  {
    name: 'Rosenweg 14, 01069 Dresden',
    keyNumber: 520,
    info: 'Gartenpflege März bis Oktober',
    staff: [3, 7],
  },
  {
    name: 'Marktplatz 2, 69117 Heidelberg',
    keyNumber: null,
    info: 'Gewerbeeinheit, Zugang nur werktags',
    staff: [],
  },
  { name: 'Blumenstraße 9, 90402 Nürnberg', keyNumber: 631, info: '', staff: [4, 5] },
  {
    name: 'Friedrichstraße 130, 40217 Düsseldorf',
    keyNumber: 702,
    info: 'Vertrag zum 31.12. gekündigt',
    staff: [],
    archived: true,
  },
];

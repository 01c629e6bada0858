/**
 * The module catalogue: every area Kontor knows, by path. A project switches modules on
 * (a row per module), a role lists the module ids it may open, and the server guards each
 * area's endpoints by the path declared here.
 */
export interface ModuleTemplate {
  path: string;
  label: string;
  icon: string;
  /** Tells templates of one label apart in the picker ('Neues Modul'). */
  description?: string;
  subMenu?: { label: string; path: string }[];
}

export const MODULE_TEMPLATES = [
  { path: '/properties', label: 'Objekte', icon: 'properties' },
  {
    path: '/tasks',
    label: 'Aufgaben',
    icon: 'tasks',
    subMenu: [
      { label: 'Aktive Aufgaben', path: '/active' },
      { label: 'Ausgeführte Aufgaben', path: '/executed' },
      { label: 'Erledigte Aufgaben', path: '/completed' },
      { label: 'Archivierte Aufgaben', path: '/archived' },
    ],
  },
  { path: '/tickets', label: 'Tickets', icon: 'tickets' },
  { path: '/tours', label: 'Touren', icon: 'tours' },
  { path: '/time-tracking', label: 'Zeiterfassung', icon: 'calendar' },
  { path: '/time-settings', label: 'Zeiten und Zuschläge', icon: 'archive' },
  { path: '/staff', label: 'Mitarbeiter', icon: 'workers' },
  { path: '/user-management', label: 'Nutzerverwaltung', icon: 'users' },
  {
    path: '/website',
    label: 'Webseite',
    icon: 'website',
    subMenu: [
      { label: 'Komponenten', path: '/components' },
      { label: 'Inhalte', path: '/content' },
      { label: 'Seiten', path: '/pages' },
      { label: 'Einstellungen', path: '/settings' },
    ],
  },
  { path: '/articles', label: 'Beiträge', icon: 'article' },
  { path: '/events', label: 'Events', icon: 'events' },
  { path: '/news', label: 'News', icon: 'news' },
  { path: '/categories', label: 'Kategorien', icon: 'categories' },
  { path: '/persons', label: 'Personen', icon: 'persons' },
  { path: '/images', label: 'Bilder', icon: 'images' },
  // Spec 001 §2 names both 'Trainingsgruppe'; only /training-group has the age range fields.
  {
    path: '/groups',
    label: 'Trainingsgruppe',
    icon: 'persons',
    description: 'Gruppen mit Zeiten und Übungsleitern',
  },
  {
    path: '/training-group',
    label: 'Trainingsgruppe',
    icon: 'persons',
    description: 'Altersgruppen, mit Startalter und Endalter',
  },
  { path: '/downloads', label: 'Downloads', icon: 'downloads' },
  { path: '/forms', label: 'Formulare', icon: 'forms' },
  { path: '/users', label: 'Nutzer', icon: 'users' },
  { path: '/locations', label: 'Orte', icon: 'location' },
  { path: '/calendar', label: 'Kalender', icon: 'calendar' },
] as const satisfies readonly ModuleTemplate[];

export type ModulePath = (typeof MODULE_TEMPLATES)[number]['path'];

export const MODULE_PATHS = MODULE_TEMPLATES.map((template) => template.path) as [
  ModulePath,
  ...ModulePath[],
];

export function findModuleTemplate(path: string): ModuleTemplate | undefined {
  return MODULE_TEMPLATES.find((template) => template.path === path);
}

/** Spec 001 §2: the current module is the one whose path prefixes the URL path. */
export function moduleForUrl<T extends { path: string }>(
  modules: readonly T[],
  urlPath: string,
): T | undefined {
  return modules
    .filter((m) => urlPath === m.path || urlPath.startsWith(`${m.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

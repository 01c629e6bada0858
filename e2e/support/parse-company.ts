import { pdfFile, pngFile } from '../fixtures/files.ts';
import { seedContent } from './parse-company-content.ts';
import { seedTime, type WorkerYearFacts } from './parse-company-time.ts';
import {
  parseDate,
  parseRest,
  pointer,
  sha256,
  type ParseConnection,
  type ParseFileValue,
} from './parse-rest.ts';

/**
 * A small company in the old system's shapes (spec 000 §3 and spec 001 §3), seeded through
 * Parse's REST API into a server of parse-server.ts: a project with modules, three roles and
 * users (an office user, two workers), properties with a services map, services, tasks,
 * tickets, documents and images with real files, messages, the time tracking of a past and
 * the current year (parse-company-time.ts) and the website content (parse-company-content.ts).
 * Comments live inside Task, Ticket and Service as the original keeps them
 * ([{ userId, username, createdAt, text }]). Pointers are { __type: 'Pointer' }, dates
 * { __type: 'Date', iso }, files { __type: 'File', name, url }.
 *
 * One Task deliberately points at a Property that does not exist (`brokenPointer`).
 */

export const MISSING_PROPERTY_ID = 'KeinObjekt';

export interface SeededFile {
  className: string;
  objectId: string;
  field: string;
  /** The name Parse gave it (its own prefix + the uploaded name). */
  parseName: string;
  url: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface SeededCompany {
  /** Every seeded objectId per Parse class. */
  ids: Record<string, string[]>;
  projectId: string;
  users: { office: string; workers: [string, string] };
  roles: { admin: string; office: string; worker: string };
  /** Expected object counts per class (what `GET /classes/<name>?count=1` answers). */
  counts: Record<string, number>;
  files: SeededFile[];
  brokenPointer: { className: 'Task'; objectId: string; field: 'property'; target: string };
  /** Task ↔ Ticket links and which side of the source records them. */
  ticketLinks: { task: string; ticket: string; side: 'both' | 'ticket' | 'task' }[];
  /** userId → year → the stored month and year saldo (milliseconds). */
  workers: Record<string, Record<number, WorkerYearFacts>>;
  years: { past: number; current: number };
}

/** The calendar year in Berlin (31 December 23:30 UTC is already the new year there). */
export function berlinYear(now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(now),
  );
}

const MODULES = [
  // The operations areas (the UI walk opens a property and a worker's month).
  ['/properties', 'Objekte', 'Property'],
  ['/tasks', 'Aufgaben', 'Task'],
  ['/tickets', 'Tickets', 'Ticket'],
  ['/time-tracking', 'Zeiterfassung', 'Record'],
  ['/website', 'Webseite', 'Webpage'],
  ['/articles', 'Beiträge', 'Article'],
  ['/events', 'Events', 'Event'],
  ['/news', 'News', 'News'],
  ['/categories', 'Kategorien', 'Category'],
  ['/persons', 'Personen', 'Person'],
  ['/images', 'Bilder', 'Image'],
  ['/training-group', 'Trainingsgruppe', 'Group'],
  ['/downloads', 'Downloads', 'Download'],
  ['/forms', 'Formulare', 'Form'],
  ['/locations', 'Orte', 'Location'],
  ['/calendar', 'Kalender', 'Date'],
] as const;

export async function seedParseCompany(
  connection: ParseConnection,
  options: { currentYear?: number } = {},
): Promise<SeededCompany> {
  const rest = parseRest(connection);
  const currentYear = options.currentYear ?? berlinYear();
  const ids: Record<string, string[]> = {};
  const files: SeededFile[] = [];
  const create = async (className: string, fields: Record<string, unknown>) => {
    const id = await rest.create(className, fields);
    (ids[className] ??= []).push(id);
    return id;
  };
  const upload = async (name: string, contentType: string, bytes: Buffer) => ({
    value: await rest.uploadFile(name, contentType, bytes),
    contentType,
    size: bytes.length,
    sha256: sha256(bytes),
  });
  const remember = (
    className: string,
    objectId: string,
    field: string,
    file: Awaited<ReturnType<typeof upload>>,
  ) =>
    files.push({
      className,
      objectId,
      field,
      parseName: file.value.name,
      url: file.value.url,
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
    });

  // Project and modules (linked through the project's `modules` relation).
  const logo = await upload('logo.png', 'image/png', pngFile(48, 48));
  const projectId = await create('Project', {
    name: 'Hausmeisterei Sonnenschein',
    description: 'Hausmeisterdienste und Sportverein',
    path: 'sonnenschein',
    logo: logo.value,
    settings: {
      email: 'buero@sonnenschein.example',
      primary_color: '#1d4ed8',
      secondary_color: '#16a34a',
      tertiary_color: '#f59e0b',
    },
    invitations: [
      {
        key: 'einladung-1',
        name: 'Carla Neu',
        email: 'carla@sonnenschein.example',
        date: parseDate('2026-01-05T09:00:00Z'),
      },
    ],
    time_settings: { hours: 40, weekdays: 5, pause: 30, vacation: 30, start: '08:00' },
    record_settings: { copy_former_record: true },
  });
  remember('Project', projectId, 'logo', logo);
  const project = pointer('Project', projectId);
  const modules: Record<string, string> = {};
  for (const [position, [path, name, connectedClass]] of MODULES.entries()) {
    modules[path] = await create('Module', {
      name,
      icon: path.slice(1),
      path,
      position: position + 1,
      connected_class: connectedClass,
      sub_menu:
        path === '/website'
          ? [
              { label: 'Komponenten', path: '/components' },
              { label: 'Inhalte', path: '/content' },
              { label: 'Seiten', path: '/pages' },
              { label: 'Einstellungen', path: '/settings' },
            ]
          : [],
      settings: {
        categories: [{ id: 'kat-1', label: 'Allgemein', value: 'allgemein', position: 1 }],
      },
      fields:
        path === '/training-group'
          ? [
              {
                id: 'feld-1',
                type: 'number',
                label: 'Startalter',
                name: 'data.start_age',
                position: 1,
                validation: {
                  validate: true,
                  required: 'Pflichtfeld',
                  start_value: 1,
                  end_value: 100,
                },
                options: { number_start_value: 1, number_end_value: 100 },
              },
              {
                id: 'feld-2',
                type: 'number',
                label: 'Endalter',
                name: 'data.end_age',
                position: 2,
                validation: {
                  validate: true,
                  required: 'Pflichtfeld',
                  start_value: 1,
                  end_value: 100,
                },
                options: { number_start_value: 1, number_end_value: 100 },
              },
            ]
          : [
              {
                id: 'feld-1',
                type: 'input',
                label: 'Untertitel',
                name: 'data.subtitle',
                position: 1,
                validation: { validate: false },
              },
            ],
      categories: [
        {
          id: 'kd-1',
          moduleId: '',
          label: 'Kategorien',
          key: 'categories',
          connected_class: 'Category',
          is_multi: true,
          position: 1,
          category_ids: [],
        },
      ],
      project,
    });
  }
  await rest.update('Project', projectId, {
    modules: {
      __op: 'AddRelation',
      objects: Object.values(modules).map((id) => pointer('Module', id)),
    },
  });

  // Roles, users, and the roles' `users` relation.
  const allModules = Object.values(modules);
  const role = (
    name: string,
    type: string,
    color: string,
    isDefault: boolean,
    moduleIds: string[],
  ) =>
    create('_Role', {
      name,
      type,
      color,
      default: isDefault,
      modules: moduleIds,
      project,
      ACL: { '*': { read: true } },
    });
  const roles = {
    admin: await role('admin_sonnenschein', 'admin', 'red', false, allModules),
    office: await role('buero_sonnenschein', 'office', 'blue', true, allModules),
    worker: await role('arbeiter_sonnenschein', 'worker', 'green', false, [modules['/images']!]),
  };
  const user = (
    first: string,
    family: string,
    email: string,
    roleId: string,
    extra: Record<string, unknown>,
  ) =>
    create('_User', {
      username: email,
      email,
      password: `Altes-Passwort-${first}-1`,
      name: `${first} ${family}`,
      label: `${first} ${family}`,
      first_name: first,
      family_name: family,
      role: pointer('_Role', roleId),
      roles: [roleId],
      project,
      projects: [projectId],
      is_superuser: false,
      set_password: false,
      notification_settings: { task: true, ticket: true, absence: false },
      ...extra,
    });
  const office = await user('Bettina', 'Büro', 'bettina@sonnenschein.example', roles.office, {
    is_worker: false,
    number: '1',
    color: 'blue',
    settings: {
      start_date: parseDate(`${currentYear - 2}-01-01T00:00:00Z`),
      vacation_days: 30,
      color: 'blue',
    },
  });
  const workers: [string, string] = [
    await user('Anna', 'Arbeit', 'anna@sonnenschein.example', roles.worker, {
      is_worker: true,
      number: '2',
      color: 'green',
      settings: {
        start_date: parseDate(`${currentYear - 1}-01-01T00:00:00Z`),
        vacation_days: 30,
        color: 'green',
      },
    }),
    await user('Jörg', 'Müller', 'joerg@sonnenschein.example', roles.worker, {
      is_worker: true,
      number: '3',
      color: 'magenta',
      settings: {
        start_date: parseDate(`${currentYear - 1}-01-01T00:00:00Z`),
        vacation_days: 30,
        color: 'magenta',
      },
    }),
  ];
  const addUsers = (roleId: string, userIds: string[]) =>
    rest.update('_Role', roleId, {
      users: { __op: 'AddRelation', objects: userIds.map((id) => pointer('_User', id)) },
    });
  await addUsers(roles.office, [office]);
  await addUsers(roles.worker, workers);
  const createdBy = pointer('_User', office);

  // Images (real PNGs) of the images module; the first is Anna's portrait.
  const imageIds: string[] = [];
  for (const [name, width, height] of [
    ['Hausansicht.png', 64, 48],
    ['Treppenhaus.png', 32, 32],
  ] as const) {
    const file = await upload(name, 'image/png', pngFile(width, height));
    const id = await create('Image', {
      name: name.replace('.png', ''),
      description: `Foto ${name}`,
      filePath: `images/${name}`,
      file: file.value,
      categories: [],
      connected_elements: [],
      module: pointer('Module', modules['/images']!),
      date: parseDate('2026-02-01T10:00:00Z'),
      fields: {},
      created_by: createdBy,
    });
    remember('Image', id, 'file', file);
    imageIds.push(id);
  }
  await rest.update('_User', workers[0], { portrait: imageIds[0] });

  const comment = (userId: string, username: string, iso: string, text: string) => ({
    userId,
    username,
    createdAt: parseDate(iso),
    text,
  });

  // Properties, services and the properties' services map.
  const property = (name: string, keyNumber: number, info: string, archived: boolean) =>
    create('Property', {
      name,
      created_by: createdBy,
      archived,
      settings: { key: false, key_number: keyNumber, info },
      assigned_staff: workers,
      services: {},
      project,
    });
  const properties = [
    await property('Lindenstraße 12', 12, 'Schlüssel beim Hausmeister', false),
    await property('Parkallee 3', 3, 'Zugang über den Hof', false),
    await property('Alte Mühle', 0, 'Verkauft', true),
  ] as const;
  const service = (title: string, propertyId: string, staff: string[]) =>
    create('Service', {
      title,
      name: title,
      description: `${title} nach Plan`,
      images: [imageIds[1]],
      is_active: true,
      assigned_staff: staff,
      comments: [
        comment(
          office,
          'bettina@sonnenschein.example',
          '2026-01-10T09:00:00Z',
          'Bitte Protokoll führen.',
        ),
      ],
      substitutes: [workers[1]],
      time: {
        type: 'interval',
        category: 'opportunity',
        interval: { number: 1, unit: 'weeks' },
        start_date: parseDate(`${currentYear}-01-05T00:00:00Z`),
        end_date: parseDate(`${currentYear + 1}-12-31T00:00:00Z`),
        dates: [],
        weekday: 'monday',
        time: '08:00',
        next_dates: [],
      },
      project,
      property: pointer('Property', propertyId),
      created_by: createdBy,
    });
  const services = [
    await service('Treppenhausreinigung', properties[0], [workers[0]]),
    await service('Winterdienst', properties[1], workers),
  ] as const;
  const serviceEntry = (serviceId: string, staff: string[], type: 'interval' | 'dates') => ({
    id: serviceId,
    serviceId,
    assigned_staff: staff,
    active: true,
    days: ['monday', 'thursday'],
    type,
    dates: type === 'dates' ? ['03-15', '10-15'] : [],
    interval: {
      number: 1,
      unit: 'weeks',
      start_date: parseDate(`${currentYear}-01-05T00:00:00Z`),
      end_date: parseDate(`${currentYear + 1}-12-31T00:00:00Z`),
    },
    settings: { continue: type === 'interval', repeat: type === 'dates' },
    substitutes: [workers[1]],
  });
  await rest.update('Property', properties[0], {
    services: { [services[0]]: serviceEntry(services[0], [workers[0]], 'interval') },
  });
  await rest.update('Property', properties[1], {
    services: {
      [services[1]]: serviceEntry(services[1], workers, 'dates'),
      [services[0]]: serviceEntry(services[0], [workers[1]], 'interval'),
    },
  });

  // Tasks and tickets (linked both ways), one task with a broken property pointer.
  const task = (
    title: string,
    state: string,
    propertyId: string,
    extra: Record<string, unknown> = {},
  ) =>
    create('Task', {
      title,
      description: `${title}: bitte erledigen`,
      state,
      time: {
        type: 'single',
        category: 'fixed',
        interval: { number: 1, unit: 'weeks' },
        dates: [parseDate(`${currentYear}-03-02T07:00:00Z`)],
        next_dates: [parseDate(`${currentYear}-03-02T07:00:00Z`)],
      },
      dates: [parseDate(`${currentYear}-03-02T07:00:00Z`)],
      assigned_staff: state === 'created' ? [] : [workers[0]],
      property: pointer('Property', propertyId),
      documents: [],
      images: [],
      comments: [],
      created_by: createdBy,
      project,
      ...extra,
    });
  const tasks = [
    await task('Heizung prüfen', 'created', properties[0]),
    await task('Glühbirne tauschen', 'assigned', properties[0], {
      images: [imageIds[1]],
      comments: [
        comment(
          workers[0],
          'anna@sonnenschein.example',
          '2026-02-03T10:15:00Z',
          'Ersatzteil bestellt.',
        ),
        comment(
          office,
          'bettina@sonnenschein.example',
          '2026-02-02T08:00:00Z',
          'Bitte bis Freitag.',
        ),
      ],
    }),
    await task('Wasserschaden begutachten', 'executed', properties[1], {
      executed_at: parseDate(`${currentYear - 1}-11-20T14:00:00Z`),
    }),
    await task('Dachrinne säubern', 'completed', properties[1], {
      executed_at: parseDate(`${currentYear - 1}-10-02T12:00:00Z`),
    }),
  ];
  const brokenTask = await task('Zaun streichen', 'assigned', MISSING_PROPERTY_ID);
  tasks.push(brokenTask);
  const ticket = (
    title: string,
    state: string,
    propertyId: string,
    extra: Record<string, unknown> = {},
  ) =>
    create('Ticket', {
      title,
      description: `${title} (gemeldet von Mieter)`,
      images: [],
      state,
      property: pointer('Property', propertyId),
      created_by: createdBy,
      comments: [],
      is_closed: state === 'closed',
      archived: false,
      ...extra,
    });
  const tickets = [
    await ticket('Tür klemmt', 'open', properties[0], {
      images: [imageIds[0]],
      comments: [
        comment(
          office,
          'bettina@sonnenschein.example',
          '2026-02-01T09:00:00Z',
          'Mieter informiert.',
        ),
      ],
    }),
    await ticket('Wasserfleck an der Decke', 'in_progress', properties[1], {
      task: pointer('Task', tasks[2]!),
    }),
    // Linked from the ticket's side only (the task does not name it).
    await ticket('Klingel defekt', 'closed', properties[2], {
      archived: true,
      task: pointer('Task', tasks[3]!),
    }),
  ];
  await rest.update('Task', tasks[2]!, { ticket: pointer('Ticket', tickets[1]!) });
  // Linked from the task's side only (the ticket does not name it).
  await rest.update('Task', tasks[1]!, { ticket: pointer('Ticket', tickets[0]!) });
  const ticketLinks: SeededCompany['ticketLinks'] = [
    { task: tasks[2]!, ticket: tickets[1]!, side: 'both' },
    { task: tasks[3]!, ticket: tickets[2]!, side: 'ticket' },
    { task: tasks[1]!, ticket: tickets[0]!, side: 'task' },
  ];

  // Documents with PDFs: one of a property, one of a task.
  const documentIds: string[] = [];
  for (const [name, type, propertyId, taskId] of [
    ['Hausordnung', 'object', properties[0], undefined],
    ['Schadensprotokoll', 'task', properties[1], tasks[2]],
  ] as const) {
    const file = await upload(`${name}.pdf`, 'application/pdf', pdfFile(name));
    const id = await create('Document', {
      name,
      file: file.value,
      type,
      property: pointer('Property', propertyId),
      object: pointer('Property', propertyId),
      ...(taskId ? { task: pointer('Task', taskId) } : {}),
      created_by: createdBy,
    });
    remember('Document', id, 'file', file);
    documentIds.push(id);
  }
  await rest.update('Task', tasks[2]!, { documents: [documentIds[1]] });

  // Messages (notification sources) of a task and a ticket.
  await create('Message', {
    type: 'task',
    is_read: false,
    content: 'Neue Aufgabe: Glühbirne tauschen',
    created_by: createdBy,
    task: pointer('Task', tasks[1]!),
    user: pointer('_User', workers[0]),
  });
  await create('Message', {
    type: 'ticket',
    is_read: true,
    content: 'Neues Ticket: Tür klemmt',
    created_by: createdBy,
    ticket: pointer('Ticket', tickets[0]!),
    user: pointer('_User', office),
  });

  const time = await seedTime(rest, {
    projectId,
    officeId: office,
    workerIds: workers,
    currentYear,
  });
  Object.assign(ids, {
    Holiday: time.holidayIds,
    Template: [time.templateId],
    Surcharge: time.surchargeIds,
    Record: time.recordIds,
    Absence: time.absenceIds,
    Day: time.dayIds,
  });

  const download = await upload('Satzung.pdf', 'application/pdf', pdfFile('Satzung'));
  const content = await seedContent(rest, {
    modules,
    officeId: office,
    imageIds,
    downloadFile: download.value,
  });
  Object.assign(ids, content.ids);
  remember('Download', content.ids.Download![0]!, 'file', download);

  return {
    ids,
    projectId,
    users: { office, workers },
    roles,
    counts: Object.fromEntries(Object.entries(ids).map(([name, list]) => [name, list.length])),
    files,
    brokenPointer: {
      className: 'Task',
      objectId: brokenTask,
      field: 'property',
      target: MISSING_PROPERTY_ID,
    },
    ticketLinks,
    workers: time.workers,
    years: { past: currentYear - 1, current: currentYear },
  };
}

/** Changes fields of one seeded object (the import's "third run updates" check). */
export async function changeParseObject(
  connection: ParseConnection,
  className: string,
  objectId: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await parseRest(connection).update(className, objectId, fields);
}

/** Adds one object (the import's "a new object is added, nothing duplicated" check); answers its id. */
export async function addParseObject(
  connection: ParseConnection,
  className: string,
  fields: Record<string, unknown>,
): Promise<string> {
  return parseRest(connection).create(className, fields);
}

export type { ParseConnection, ParseFileValue, WorkerYearFacts };

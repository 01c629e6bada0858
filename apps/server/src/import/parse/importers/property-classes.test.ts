import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@kontor/core/ids';
import { addDays, weekdayOf } from '@kontor/core/time-tracking/local-date';
import { berlinToday } from '@kontor/core/scheduling/index';
import { fileKey } from '../../../files/file-keys.ts';
import { testImage } from '../../../files/test-fixtures.ts';
import type { CreatedProject } from '../../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ClassImporter, ImportedFile, ImportOutcome, ParseObject } from '../contract.ts';
import { testImportContext, type TestImportContext } from '../test-context.ts';
import { documentImporter } from './documents.ts';
import { imageImporter } from './images.ts';
import { propertyImporter } from './properties.ts';
import { propertyImporters } from './property-classes.ts';
import { serviceImporter } from './services.ts';
import { taskImporter } from './tasks.ts';
import { ticketImporter } from './tickets.ts';

let t: TestApp;
let project: CreatedProject;
let office: string;
let context: TestImportContext;
let workerId: string;
let officeId: string;
let png: Buffer;

const FILES = 'https://parse.example/parse/files/app';
const pointer = (className: string, objectId: string) => ({
  __type: 'Pointer',
  className,
  objectId,
});
const parseDate = (iso: string) => ({ __type: 'Date', iso });
const file = (name: string) => ({ __type: 'File', name, url: `${FILES}/${name}` });

let sequence = 0;
/** A 10-character Parse objectId, readable in failures. */
const parseId = (prefix: string) =>
  `${prefix}${String(++sequence).padStart(10 - prefix.length, '0')}`;

function parseObject(fields: Record<string, unknown>, objectId = parseId('P')): ParseObject {
  return {
    objectId,
    createdAt: '2025-03-04T08:15:00.000Z',
    updatedAt: '2025-03-05T08:15:00.000Z',
    ...fields,
  };
}

/** As the runner does: upsert, and remember what an object became for later pointers. */
async function run(importer: ClassImporter, object: ParseObject, existingId?: string) {
  const outcome = await importer.upsert(object, existingId, context);
  if (outcome.kind !== 'skipped')
    context.remember(importer.className, object.objectId, outcome.kontorId);
  return outcome;
}

const kontorId = (outcome: ImportOutcome) => {
  if (outcome.kind === 'skipped') throw new Error(`skipped: ${outcome.reason}`);
  return outcome.kontorId;
};

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({
    url: `/api/projects/${project.id}${url}`,
    headers: { cookie: office },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

const notesOf = (sourceId: string) =>
  context.notes.filter((n) => n.sourceId === sourceId).map((n) => n.message);

async function storedFile(name: string, bytes: Buffer, contentType: string): Promise<ImportedFile> {
  const key = fileKey(project.id, newId(), name);
  await t.app.storage.put(key, bytes, { contentType });
  return {
    fileKey: key,
    fileName: name,
    contentType,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

let propertyId: string;
const propertySource = parseId('PR');

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({
    modules: ['/properties', '/tasks', '/tickets', '/tours', '/images'],
  });
  const o = await t.member(project, 'office');
  office = o.cookie;
  officeId = o.id;
  const worker = await t.createUser({ name: 'Wanda Werker' });
  await t.addMember(project, worker, project.roleIds.worker, true);
  workerId = worker.id;
  png = await testImage('png', 40, 30);
  const pdf = Buffer.from('%PDF-1.4\n%…\n');
  context = testImportContext(t.db, project.id, {
    [`${FILES}/foto.png`]: {
      ...(await storedFile('foto.png', png, 'image/png')),
      width: 40,
      height: 30,
    },
    'uploads/alt/pfad.png': await storedFile('pfad.png', png, 'image/png'),
    [`${FILES}/plan.pdf`]: await storedFile('plan.pdf', pdf, 'application/pdf'),
  });
  context.remember('_User', 'UworkerAAA', workerId);
  context.remember('_User', 'UofficeAAA', officeId);
  propertyId = kontorId(
    await run(propertyImporter, parseObject({ name: 'Lindenstraße 4' }, propertySource)),
  );
});
afterAll(() => t.close());

describe('propertyImporters', () => {
  it('lists the classes in dependency order', () => {
    const names = propertyImporters.map((i) => i.className);
    expect(names).toEqual(['Image', 'Service', 'Property', 'Ticket', 'Task', 'Document']);
    for (const [index, importer] of propertyImporters.entries()) {
      const later = names.slice(index + 1);
      expect(importer.dependsOn.filter((d) => later.includes(d))).toEqual([]);
    }
  });
});

describe('Image', () => {
  it('arrives with the Parse id and its file, thumbnails included', async () => {
    const source = parseObject({ name: 'Eingang', file: file('foto.png') }, 'ImgAAAAAA1');
    const outcome = await run(imageImporter, source);
    expect(outcome).toEqual({ kind: 'created', kontorId: 'ImgAAAAAA1' });
    const image = await get<{ name: string; width: number }>('/images/ImgAAAAAA1');
    expect(image).toMatchObject({ name: 'Eingang', width: 40 });
    const res = await t.app.inject({
      url: `/api/projects/${project.id}/images/ImgAAAAAA1/file`,
      headers: { cookie: office },
    });
    expect(res.rawPayload.equals(png)).toBe(true);
    const thumbnail = await t.app.inject({
      url: `/api/projects/${project.id}/images/ImgAAAAAA1/thumbnail?w=20`,
      headers: { cookie: office },
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
  });

  it('renames on an update, keeping id and file', async () => {
    const source = parseObject({ name: 'Hof', file: file('foto.png') }, 'ImgAAAAAA2');
    await run(imageImporter, source);
    const outcome = await run(imageImporter, { ...source, name: 'Hinterhof' }, 'ImgAAAAAA2');
    expect(outcome).toEqual({ kind: 'updated', kontorId: 'ImgAAAAAA2' });
    expect(await get('/images/ImgAAAAAA2')).toMatchObject({ name: 'Hinterhof' });
  });

  it('skips an image whose file cannot be fetched', async () => {
    const outcome = await run(imageImporter, parseObject({ name: 'Weg', file: file('fehlt.png') }));
    expect(outcome).toEqual({
      kind: 'skipped',
      reason: `Datei nicht erreichbar (${FILES}/fehlt.png)`,
    });
  });
});

describe('Service', () => {
  it('arrives with the Parse id, its workers and images; an update changes it', async () => {
    const source = parseObject(
      {
        name: 'Winterdienst',
        description: 'Gehweg räumen',
        is_active: false,
        images: ['ImgAAAAAA1', 'uploads/alt/pfad.png'],
        assigned_staff: [pointer('_User', 'UworkerAAA'), 'UofficeAAA'],
        time: { type: 'interval', interval: { number: 1, unit: 'weeks' } },
      },
      'SvcAAAAAA1',
    );
    expect(await run(serviceImporter, source)).toEqual({ kind: 'created', kontorId: 'SvcAAAAAA1' });
    const service = await get<{
      title: string;
      active: boolean;
      images: string[];
      workers: { id: string }[];
    }>('/services/SvcAAAAAA1');
    expect(service).toMatchObject({ title: 'Winterdienst', active: false });
    expect(service.workers.map((w) => w.id)).toEqual([workerId]);
    expect(service.images).toHaveLength(2);
    expect(service.images[0]).toBe('ImgAAAAAA1');
    expect(notesOf('SvcAAAAAA1')).toEqual([
      expect.stringContaining('Zeitplan des Services (time) nicht übernommen'),
      expect.stringContaining('ist kein Arbeiter im Projekt (assigned_staff → UofficeAAA)'),
    ]);
    const again = await run(
      serviceImporter,
      { ...source, title: 'Winterdienst Gehweg', is_active: true },
      'SvcAAAAAA1',
    );
    expect(again).toEqual({ kind: 'updated', kontorId: 'SvcAAAAAA1' });
    expect(await get('/services/SvcAAAAAA1')).toMatchObject({
      title: 'Winterdienst Gehweg',
      active: true,
    });
    // The path image is found again, not stored twice.
    expect((await get<{ images: string[] }>('/services/SvcAAAAAA1')).images).toEqual(
      service.images,
    );
  });

  it('skips a service without a title', async () => {
    expect(await run(serviceImporter, parseObject({ description: 'x' }))).toEqual({
      kind: 'skipped',
      reason: 'Service ohne Titel (title, name)',
    });
  });
});

describe('Property', () => {
  it('arrives with the Parse id, settings, staff and the services map as its services', async () => {
    await run(
      serviceImporter,
      parseObject({ title: 'Rasen mähen', is_active: true }, 'SvcRasen01'),
    );
    await run(
      serviceImporter,
      parseObject({ title: 'Treppenhaus', is_active: true }, 'SvcTrepp01'),
    );
    const source = parseObject(
      {
        name: 'Gartenweg 1',
        archived: false,
        created_by: { objectId: 'UofficeAAA', username: 'buero@example.org' },
        settings: { key_number: 17, info: 'Schlüssel beim Hausmeister' },
        assigned_staff: ['UworkerAAA', 'UnknownAAA'],
        services: {
          SvcRasen01: {
            id: 'e1',
            serviceId: 'SvcRasen01',
            active: true,
            type: 'interval',
            days: ['monday', 'thursday'],
            interval: {
              number: 2,
              unit: 'weeks',
              start_date: parseDate('2026-03-05T23:00:00.000Z'),
            },
            settings: { continue: true, repeat: false },
            assigned_staff: ['UworkerAAA'],
          },
          SvcTrepp01: {
            serviceId: 'SvcTrepp01',
            active: false,
            type: 'dates',
            dates: [15, 1],
            settings: { continue: false, repeat: true },
          },
          SvcGoneAAA: { serviceId: 'SvcGoneAAA', type: 'dates', dates: [3] },
        },
      },
      'PrpAAAAAA1',
    );
    expect(await run(propertyImporter, source)).toEqual({
      kind: 'created',
      kontorId: 'PrpAAAAAA1',
    });
    const detail = await get<{
      name: string;
      settings: { keyNumber: number; info: string };
      assignedStaff: { id: string }[];
      createdBy: { id: string };
      createdAt: string;
    }>('/properties/PrpAAAAAA1');
    expect(detail).toMatchObject({
      name: 'Gartenweg 1',
      settings: { keyNumber: 17, info: 'Schlüssel beim Hausmeister' },
      assignedStaff: [{ id: workerId }],
      createdBy: { id: officeId },
      createdAt: '2025-03-04T08:15:00.000Z',
    });
    const { items } = await get<{
      items: {
        service: { id: string };
        active: boolean;
        schedule: object;
        workers: { id: string }[];
      }[];
    }>('/properties/PrpAAAAAA1/services');
    const byService = Object.fromEntries(items.map((e) => [e.service.id, e]));
    expect(Object.keys(byService).sort()).toEqual(['SvcRasen01', 'SvcTrepp01']);
    expect(byService.SvcRasen01).toMatchObject({
      active: true,
      // 06.03.2026 in Berlin is a Friday; the start week is stored as its Monday.
      schedule: {
        type: 'interval',
        every: 2,
        unit: 'weeks',
        startWeek: '2026-03-02',
        endWeek: null,
        days: ['monday', 'thursday'],
      },
      workers: [{ id: workerId }],
    });
    expect(byService.SvcTrepp01).toMatchObject({
      active: false,
      schedule: { type: 'dates', monthDays: [1, 15] },
    });
    expect(notesOf('PrpAAAAAA1')).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Mitarbeiter nicht gefunden (assigned_staff → UnknownAAA)'),
        'Leistung nicht übernommen: Service nicht gefunden (services → SvcGoneAAA)',
      ]),
    );
  });

  it('changes the same row on an update, and the list counts follow', async () => {
    const before = await get<{ total: number }>('/properties?archived=true');
    const source = parseObject({ name: 'Birkenallee 2' }, 'PrpAAAAAA2');
    await run(propertyImporter, source);
    const outcome = await run(
      propertyImporter,
      { ...source, name: 'Birkenallee 2a', archived: true },
      'PrpAAAAAA2',
    );
    expect(outcome).toEqual({ kind: 'updated', kontorId: 'PrpAAAAAA2' });
    expect(await get('/properties/PrpAAAAAA2')).toMatchObject({
      name: 'Birkenallee 2a',
      archived: true,
    });
    expect((await get<{ total: number }>('/properties?archived=true')).total).toBe(
      before.total + 1,
    );
  });

  it('skips a property whose name another property has', async () => {
    expect(await run(propertyImporter, parseObject({ name: 'lindenstraße 4' }))).toEqual({
      kind: 'skipped',
      reason:
        'Ein anderes Objekt in Kontor heißt bereits „lindenstraße 4“ (Namen sind je Projekt eindeutig)',
    });
  });
});

describe('Ticket', () => {
  it.each([
    [{ state: 'open', is_closed: false }, 'open', false],
    [{ state: 'in_progress' }, 'in_progress', false],
    [{ state: 'closed', is_closed: true }, 'closed', false],
    [{ state: 'closed', is_closed: true, archived: true }, 'closed', true],
    [{ is_closed: true }, 'closed', false],
    [{}, 'open', false],
  ])('maps %j to %s (archived %s)', async (fields, state, archived) => {
    const source = parseObject({
      title: 'Tür klemmt',
      property: pointer('Property', propertySource),
      ...fields,
    });
    const id = kontorId(await run(ticketImporter, source));
    expect(id).toBe(source.objectId);
    expect(await get(`/tickets/${id}`)).toMatchObject({ state, archived });
  });

  it('skips an unknown state with its reason', async () => {
    const outcome = await run(
      ticketImporter,
      parseObject({ title: 'X', state: 'erledigt', property: pointer('Property', propertySource) }),
    );
    expect(outcome).toEqual({
      kind: 'skipped',
      reason: 'Unbekannter Ticket-Status „erledigt“ (state)',
    });
  });

  it('skips a ticket whose property is not imported, naming the pointer', async () => {
    const outcome = await run(
      ticketImporter,
      parseObject({ title: 'X', state: 'open', property: pointer('Property', 'PrpMissing') }),
    );
    expect(outcome).toEqual({
      kind: 'skipped',
      reason: 'Objekt nicht gefunden (property → PrpMissing)',
    });
  });

  it('brings its comments once, however often it is imported', async () => {
    const source = parseObject({
      title: 'Licht defekt',
      state: 'open',
      property: pointer('Property', propertySource),
      comments: [
        {
          userId: 'UofficeAAA',
          username: 'buero',
          createdAt: '2025-03-04T09:00:00.000Z',
          text: 'Elektriker ist informiert',
        },
        {
          userId: 'UgoneAAAAA',
          username: 'alt',
          createdAt: parseDate('2025-03-05T09:00:00.000Z'),
          text: 'Erledigt?',
        },
      ],
    });
    const id = kontorId(await run(ticketImporter, source));
    await run(ticketImporter, { ...source, description: 'Flur 2. OG' }, id);
    const { items } = await get<{
      items: { text: string; createdBy: { id: string } | null; createdAt: string }[];
    }>(`/tickets/${id}/comments`);
    expect(items).toEqual([
      {
        id: expect.any(String),
        text: 'Erledigt?',
        createdBy: null,
        createdAt: '2025-03-05T09:00:00.000Z',
      },
      {
        id: expect.any(String),
        text: 'Elektriker ist informiert',
        createdBy: { id: officeId, name: expect.any(String) },
        createdAt: '2025-03-04T09:00:00.000Z',
      },
    ]);
    expect(notesOf(source.objectId)).toEqual(
      expect.arrayContaining([expect.stringContaining('comments → UgoneAAAAA')]),
    );
  });
});

describe('Task', () => {
  const counts = () =>
    get<{ counts: { pages: Record<string, number> } }>('/tasks').then((r) => r.counts.pages);

  it.each([
    ['created', [], 'created'],
    ['assigned', ['UworkerAAA'], 'assigned'],
    ['executed', ['UworkerAAA'], 'executed'],
    ['completed', ['UworkerAAA'], 'completed'],
    ['archived', [], 'archived'],
    ['assigned', ['UnknownAAA'], 'created'],
  ])(
    'maps state %s with staff %j to %s, and the page counts follow',
    async (state, staff, expected) => {
      const before = await counts();
      const page = expected === 'created' || expected === 'assigned' ? 'active' : expected;
      const source = parseObject({
        title: 'Heizung prüfen',
        state,
        assigned_staff: staff,
        property: pointer('Property', propertySource),
        executed_at: state === 'executed' ? parseDate('2025-04-01T10:00:00.000Z') : undefined,
      });
      const id = kontorId(await run(taskImporter, source));
      expect(id).toBe(source.objectId);
      const task = await get<{ state: string; executedAt: string | null }>(`/tasks/${id}`);
      expect(task.state).toBe(expected);
      if (state === 'executed') expect(task.executedAt).toBe('2025-04-01T10:00:00.000Z');
      expect((await counts())[page]).toBe(before[page]! + 1);
    },
  );

  it('skips an unknown state and a missing property, each with its reason', async () => {
    expect(
      await run(
        taskImporter,
        parseObject({ title: 'X', state: 'done', property: pointer('Property', propertySource) }),
      ),
    ).toEqual({
      kind: 'skipped',
      reason: 'Unbekannter Aufgaben-Status „done“ (state)',
    });
    expect(
      await run(
        taskImporter,
        parseObject({ title: 'X', state: 'created', property: pointer('Property', 'PrpMissing') }),
      ),
    ).toEqual({
      kind: 'skipped',
      reason: 'Objekt nicht gefunden (property → PrpMissing)',
    });
  });

  it('brings time, ticket, images and comments; an update changes the row', async () => {
    const today = berlinToday(Date.now());
    const nextMonday = addDays(today, 7 - weekdayOf(today));
    const ticket = parseObject({
      title: 'Wasser im Keller',
      state: 'in_progress',
      property: pointer('Property', propertySource),
    });
    const ticketId = kontorId(await run(ticketImporter, ticket));
    const source = parseObject({
      title: 'Keller trocknen',
      description: 'Pumpe mitnehmen',
      state: 'assigned',
      assigned_staff: [pointer('_User', 'UworkerAAA')],
      property: pointer('Property', propertySource),
      ticket: pointer('Ticket', ticket.objectId),
      time: {
        type: 'single',
        category: 'fixed',
        dates: [`${nextMonday}T00:00:00.000Z`],
        next_dates: [],
      },
      images: ['ImgAAAAAA1', 'ImgMissing'],
      comments: [
        {
          userId: 'UworkerAAA',
          username: 'wanda',
          createdAt: '2025-03-04T10:00:00.000Z',
          text: 'Bin dran',
        },
      ],
      created_by: pointer('_User', 'UofficeAAA'),
    });
    const id = kontorId(await run(taskImporter, source));
    const task = await get<Record<string, unknown>>(`/tasks/${id}`);
    expect(task).toMatchObject({
      title: 'Keller trocknen',
      description: 'Pumpe mitnehmen',
      ticketId,
      schedule: { type: 'single', category: 'fixed', dates: [nextMonday] },
      dueDate: nextMonday,
      images: ['ImgAAAAAA1'],
      assignedStaff: [{ id: workerId }],
      createdBy: { id: officeId },
    });
    expect(notesOf(source.objectId)).toEqual([
      'Bild nicht gefunden (images → ImgMissing); ohne übernommen',
    ]);
    const comments = await get<{ items: { text: string }[] }>(`/tasks/${id}/comments`);
    expect(comments.items.map((c) => c.text)).toEqual(['Bin dran']);
    const tab = await get<{ counts: { tabs: Record<string, number> } }>('/tasks');
    expect(tab.counts.tabs.fromNextWeek).toBeGreaterThanOrEqual(1);
    const updated = await run(
      taskImporter,
      { ...source, title: 'Keller trocknen (2)', state: 'executed' },
      id,
    );
    expect(updated).toEqual({ kind: 'updated', kontorId: id });
    expect(await get(`/tasks/${id}`)).toMatchObject({
      title: 'Keller trocknen (2)',
      state: 'executed',
      ticketId,
    });
  });

  it('imports a task without a broken ticket and without an unreadable time, noting both', async () => {
    const source = parseObject({
      title: 'Zaun streichen',
      state: 'created',
      property: pointer('Property', propertySource),
      ticket: pointer('Ticket', 'TckMissing'),
      time: { type: 'single', category: 'irgendwann', dates: ['2026-05-01'] },
    });
    const id = kontorId(await run(taskImporter, source));
    expect(await get(`/tasks/${id}`)).toMatchObject({ ticketId: null, schedule: null });
    expect(notesOf(source.objectId)).toEqual([
      'Termin nicht übernommen: Bitte eine Kategorie auswählen',
      'Ticket nicht gefunden (ticket → TckMissing); ohne übernommen',
    ]);
  });
});

describe('Ticket ↔ Task', () => {
  it("links a ticket to its task from the ticket's side, and a later task run keeps the link", async () => {
    const task = parseObject({
      title: 'Graffiti entfernen',
      state: 'created',
      property: pointer('Property', propertySource),
    });
    const taskId = kontorId(await run(taskImporter, task));
    const ticket = parseObject({
      title: 'Graffiti am Tor',
      state: 'open',
      property: pointer('Property', propertySource),
      task: pointer('Task', task.objectId),
    });
    const ticketId = kontorId(await run(ticketImporter, ticket));
    expect(await get(`/tasks/${taskId}`)).toMatchObject({ ticketId });
    await run(taskImporter, { ...task, description: 'Tor und Mauer' }, taskId);
    expect(await get(`/tasks/${taskId}`)).toMatchObject({ ticketId, description: 'Tor und Mauer' });
  });
});

describe('Document', () => {
  it('arrives at its property or task with its file', async () => {
    const task = parseObject({
      title: 'Dach prüfen',
      state: 'created',
      property: pointer('Property', propertySource),
    });
    const taskId = kontorId(await run(taskImporter, task));
    const forProperty = parseObject({
      name: 'Grundriss',
      type: 'object',
      file: file('plan.pdf'),
      object: pointer('Property', propertySource),
    });
    const forTask = parseObject({
      name: 'Angebot',
      type: 'task',
      file: file('plan.pdf'),
      task: pointer('Task', task.objectId),
    });
    expect(await run(documentImporter, forProperty)).toEqual({
      kind: 'created',
      kontorId: forProperty.objectId,
    });
    await run(documentImporter, forTask);
    const ofProperty = await get<{ items: { id: string; name: string }[] }>(
      `/properties/${propertyId}/documents`,
    );
    expect(ofProperty.items.map((d) => d.name)).toEqual(['Grundriss']);
    const ofTask = await get<{ items: { id: string; name: string }[] }>(
      `/tasks/${taskId}/documents`,
    );
    expect(ofTask.items.map((d) => d.name)).toEqual(['Angebot']);
    const res = await t.app.inject({
      url: `/api/projects/${project.id}/documents/${forTask.objectId}/file`,
      headers: { cookie: office },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('%PDF-1.4');
    await run(documentImporter, { ...forProperty, name: 'Grundriss EG' }, forProperty.objectId);
    const renamed = await get<{ items: { name: string }[] }>(`/properties/${propertyId}/documents`);
    expect(renamed.items.map((d) => d.name)).toEqual(['Grundriss EG']);
  });

  it.each([
    [
      { type: 'task', task: pointer('Task', 'TskMissing'), file: file('plan.pdf') },
      'Aufgabe nicht gefunden (task → TskMissing)',
    ],
    [
      { type: 'object', property: pointer('Property', propertySource), file: file('weg.pdf') },
      `Datei nicht erreichbar (file → ${FILES}/weg.pdf)`,
    ],
    [{ type: 'ordner', file: file('plan.pdf') }, 'Unbekannte Art des Dokuments „ordner“ (type)'],
  ])('skips %j: %s', async (fields, reason) => {
    expect(await run(documentImporter, parseObject({ name: 'D', ...fields }))).toEqual({
      kind: 'skipped',
      reason,
    });
  });
});

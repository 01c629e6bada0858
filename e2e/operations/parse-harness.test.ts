import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addParseObject,
  changeParseObject,
  seedParseCompany,
  type SeededCompany,
} from '../support/parse-company.ts';
import { downloadChecksum, parseRest, pointer, type ParseRest } from '../support/parse-rest.ts';
import { startParseServer, type RunningParseServer } from '../support/parse-server.ts';

/**
 * The Parse harness of issue 30: a real Parse Server 9.10.0 on a fresh PostgreSQL database,
 * seeded with the small company of parse-company.ts through its REST API, and everything read
 * back through REST as the import will read it.
 */

let server: RunningParseServer;
let company: SeededCompany;
let rest: ParseRest;

beforeAll(async () => {
  server = await startParseServer();
  company = await seedParseCompany(server);
  rest = parseRest(server);
});

afterAll(async () => {
  await server?.stop();
});

describe('the seeded Parse company', () => {
  it('answers every class of both specs with the seeded count', async () => {
    const classes = [
      'Project',
      '_Role',
      '_User',
      'Module',
      'Property',
      'Service',
      'Task',
      'Ticket',
      'Document',
      'Image',
      'Record',
      'Day',
      'Absence',
      'Surcharge',
      'Template',
      'Holiday',
      'Article',
      'Date',
      'Category',
      'Download',
      'Event',
      'Form',
      'Data',
      'Group',
      'Location',
      'News',
      'Person',
      'Content',
      'Webpage',
      'Message',
    ];
    expect(Object.keys(company.counts).sort()).toEqual([...classes].sort());
    for (const className of classes) {
      const { results, count } = await rest.find(className);
      expect({ className, count }).toEqual({ className, count: company.counts[className] });
      expect(results.map((row) => row.objectId).sort()).toEqual(
        [...company.ids[className]!].sort(),
      );
    }
    // Two workers: every weekday of the past year's February, fifteen of the current year.
    const februaryWeekdays = Array.from(
      { length: 29 },
      (_, i) => new Date(Date.UTC(company.years.past, 1, i + 1)),
    ).filter((day) => day.getUTCMonth() === 1 && day.getUTCDay() % 6 !== 0).length;
    expect(company.counts).toMatchObject({
      _User: 3,
      _Role: 3,
      Task: 5,
      Day: 2 * (februaryWeekdays + 15),
      Record: 4,
    });
  });

  it('keeps the original shapes: pointers, dates, files, embedded comments and time', async () => {
    const task = await rest.get('Task', company.ids.Task![1]!);
    expect(task.property).toEqual(pointer('Property', company.ids.Property![0]!));
    expect(task.comments).toEqual([
      expect.objectContaining({ userId: company.users.workers[0], text: 'Ersatzteil bestellt.' }),
      expect.objectContaining({ userId: company.users.office, text: 'Bitte bis Freitag.' }),
    ]);
    const day = (await rest.find('Day', { where: { type: 'work' }, limit: 1 })).results[0]!;
    expect(day.date).toEqual({ __type: 'Date', iso: expect.stringMatching(/T23:00:00\.000Z$/) });
    expect(day.time).toMatchObject({
      type: 'work',
      pause: 1_800_000,
      breaks: [expect.any(Object)],
    });
    const image = await rest.get('Image', company.ids.Image![0]!);
    expect(image.file).toMatchObject({
      __type: 'File',
      name: expect.stringMatching(/Hausansicht\.png$/),
    });
    const property = await rest.get('Property', company.ids.Property![1]!);
    expect(Object.keys(property.services as object).sort()).toEqual(
      [...company.ids.Service!].sort(),
    );
  });

  it('keeps the broken pointer: the task points at a property that does not exist', async () => {
    const broken = await rest.get('Task', company.brokenPointer.objectId);
    expect(broken.property).toEqual(pointer('Property', company.brokenPointer.target));
    const { count } = await rest.find('Property', {
      where: { objectId: company.brokenPointer.target },
    });
    expect(count).toBe(0);
  });

  it("holds the workers in the worker role's users relation", async () => {
    const { results } = await rest.find('_User', {
      where: { $relatedTo: { object: pointer('_Role', company.roles.worker), key: 'users' } },
    });
    expect(results.map((user) => user.objectId).sort()).toEqual([...company.users.workers].sort());
    const modules = await rest.find('Module', {
      where: { $relatedTo: { object: pointer('Project', company.projectId), key: 'modules' } },
    });
    expect(modules.count).toBe(company.counts.Module);
  });

  it('serves every seeded file with the checksum of the uploaded bytes', async () => {
    expect(company.files.map((file) => file.className).sort()).toEqual(
      ['Document', 'Document', 'Download', 'Image', 'Image', 'Project'].sort(),
    );
    for (const file of company.files) {
      const row = await rest.get(file.className, file.objectId);
      const stored = row[file.field] as { url: string };
      expect(await downloadChecksum(stored.url)).toBe(file.sha256);
    }
  });

  it("stores each worker's month and year saldo as the facts say", async () => {
    for (const [userId, years] of Object.entries(company.workers)) {
      for (const [year, facts] of Object.entries(years)) {
        const record = await rest.get('Record', facts.recordId);
        expect(record).toMatchObject({ year: Number(year), saldo: facts.yearSaldoMs });
        const { results } = await rest.find('Day', {
          where: { user: pointer('_User', userId), year: Number(year) },
        });
        const months: Record<number, number> = {};
        for (const day of results) {
          months[day.month as number] = (months[day.month as number] ?? 0) + (day.saldo as number);
        }
        expect(months).toEqual(facts.monthSaldoMs);
        expect(facts.yearSaldoMs).toBe(
          facts.initialSaldoMs + Object.values(months).reduce((sum, ms) => sum + ms, 0),
        );
      }
    }
    const [anna] = company.users.workers;
    const past = company.workers[anna]![company.years.past]!;
    const current = company.workers[anna]![company.years.current]!;
    expect(current.initialSaldoMs).toBe(past.yearSaldoMs);
  });

  it('changes one object and adds one, as the later import runs need', async () => {
    const propertyId = company.ids.Property![0]!;
    const before = await rest.get('Property', propertyId);
    await changeParseObject(server, 'Property', propertyId, { name: 'Lindenstraße 12a' });
    const after = await rest.get('Property', propertyId);
    expect(after.name).toBe('Lindenstraße 12a');
    expect(after.updatedAt > before.updatedAt).toBe(true);
    const added = await addParseObject(server, 'Ticket', {
      title: 'Neu nach dem ersten Import',
      state: 'open',
      property: pointer('Property', propertyId),
      is_closed: false,
      archived: false,
    });
    expect((await rest.find('Ticket')).count).toBe(company.counts.Ticket! + 1);
    expect((await rest.get('Ticket', added)).title).toBe('Neu nach dem ersten Import');
  });
});

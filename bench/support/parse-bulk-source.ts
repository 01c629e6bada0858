/**
 * A large company in the old system's shapes (the ones e2e/support/parse-company*.ts seeds into
 * a real Parse Server), served through Parse's REST paging by an HTTP server that makes each
 * object from its index when asked: 1,000 properties with 50 tasks each, 200 workers with a
 * Record and a Day for every working day of two past years. Nothing is held in memory, so the
 * source costs the import's machine nothing and a page of any class costs the same; the
 * bench measures Kontor's side. Parse's own paging speed is not the question here (its
 * `GET /classes` with `objectId > x` is one index range scan).
 *
 * ObjectIds are a class letter and nine digits (10 characters, as Parse's), so that their
 * order is the index order and `objectId > x` is `index > n`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { datesBetween, holidaysFor, weekdayOf } from '@kontor/core/time-tracking/index';

export interface BulkShape {
  properties: number;
  tasksPerProperty: number;
  workers: number;
  years: readonly number[];
}

export interface BulkSource {
  serverUrl: string;
  appId: string;
  masterKey: string;
  /** Objects per class the source holds. */
  counts: Record<string, number>;
  /** Requests answered, for the bench's figures. */
  requests(): number;
  close(): Promise<void>;
}

type ParseObject = Record<string, unknown> & { objectId: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PAUSE_MS = 30 * MINUTE;
const PLANNED_NET_MS = 8 * HOUR;
const PROJECT = 'Gebäudeservice Großstadt GmbH';
const TASK_STATES = ['created', 'assigned', 'executed', 'completed', 'archived'] as const;

const id = (letter: string, index: number) => `${letter}${String(index).padStart(9, '0')}`;
const pointer = (className: string, objectId: string) => ({
  __type: 'Pointer',
  className,
  objectId,
});

/** The UTC offset of Berlin on a day ('+01:00' or '+02:00'), at noon (away from the switch). */
function berlinOffset(day: string): string {
  const name = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    timeZoneName: 'shortOffset',
  })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')!.value;
  return name === 'GMT+2' ? '+02:00' : '+01:00';
}
/** A Berlin wall-clock time as Parse stores dates. */
const at = (day: string, hhmm: string) => ({
  __type: 'Date',
  iso: new Date(`${day}T${hhmm}:00${berlinOffset(day)}`).toISOString(),
});
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface WorkerYear {
  /** Working days (weekdays that are no public holiday in Berlin). */
  days: string[];
  /** Indexes into `days` of the week of vacation. */
  vacation: Set<number>;
}

export function bulkCompany(shape: BulkShape) {
  const holidayNames = new Map<string, Record<string, string>>();
  const holidayDates = new Set<string>();
  for (const year of shape.years) {
    for (const holiday of holidaysFor('BE', year)) {
      holidayNames.set(holiday.name, {
        ...holidayNames.get(holiday.name),
        [String(year)]: holiday.date,
      });
      holidayDates.add(holiday.date);
    }
  }
  const years: WorkerYear[] = shape.years.map((year) => {
    const days = datesBetween(`${year}-01-01`, `${year}-12-31`).filter(
      (day) => weekdayOf(day) < 5 && !holidayDates.has(day),
    );
    const august = days.findIndex((day) => day >= `${year}-08-05`);
    return { days, vacation: new Set([0, 1, 2, 3, 4].map((i) => august + i)) };
  });
  const daysPerWorker = years.reduce((sum, year) => sum + year.days.length, 0);
  /** The (worker, year, day) of a Day's index. */
  function dayAt(index: number) {
    const worker = Math.floor(index / daysPerWorker);
    let rest = index % daysPerWorker;
    let year = 0;
    while (rest >= years[year]!.days.length) rest -= years[year++]!.days.length;
    return { worker, year, day: rest };
  }
  /** Deterministic, different per worker and day: 07:30–08:15 to 16:00–17:00. */
  function shift(worker: number, year: number, day: number) {
    const start = 7 * 60 + 30 + ((worker * 7 + day * 3 + year) % 4) * 15;
    const end = 16 * 60 + ((worker * 5 + day * 11) % 5) * 15;
    return { start, end, saldo: (end - start) * MINUTE - PAUSE_MS - PLANNED_NET_MS };
  }
  const recordIndex = (worker: number, year: number) => worker * years.length + year;
  const userId = (worker: number) => id('U', worker + 2);
  const initialSaldo = (worker: number) => ((worker % 9) - 4) * 30 * MINUTE;

  function yearSaldo(worker: number, year: number): number {
    let saldo = year === 0 ? initialSaldo(worker) : yearSaldo(worker, year - 1);
    years[year]!.days.forEach((_, day) => {
      if (!years[year]!.vacation.has(day)) saldo += shift(worker, year, day).saldo;
    });
    return saldo;
  }

  const project = pointer('Project', id('P', 1));
  const office = pointer('_User', id('U', 1));
  const roleIds = { office: id('R', 1), worker: id('R', 2) };
  const timeSettings = { hours: 40, weekdays: 5, pause: 30, vacation: 30, start: '08:00' };

  const makers: Record<string, { count: number; make: (index: number) => ParseObject }> = {
    Project: {
      count: 1,
      make: () => ({
        objectId: id('P', 1),
        name: PROJECT,
        description: 'Gebäudereinigung und Hausmeisterdienste',
        path: 'grossstadt',
        settings: { email: 'buero@grossstadt.example' },
        time_settings: timeSettings,
        record_settings: { copy_former_record: true },
      }),
    },
    Module: {
      count: 1,
      make: () => ({
        objectId: id('M', 1),
        name: 'Bilder',
        icon: 'images',
        path: '/images',
        position: 1,
        connected_class: 'Image',
        sub_menu: [],
        settings: { categories: [] },
        fields: [],
        categories: [],
        project,
      }),
    },
    _Role: {
      count: 2,
      make: (index) => {
        const office = index === 1;
        return {
          objectId: office ? roleIds.office : roleIds.worker,
          name: office ? 'buero_grossstadt' : 'arbeiter_grossstadt',
          type: office ? 'office' : 'worker',
          color: office ? 'blue' : 'green',
          default: office,
          modules: [id('M', 1)],
          project,
        };
      },
    },
    _User: {
      count: shape.workers + 1,
      make: (index) => {
        const worker = index - 2;
        const first = index === 1 ? 'Bettina' : `Arbeiter${index - 1}`;
        const family = index === 1 ? 'Büro' : 'Großstadt';
        const email = `${first.toLowerCase()}@grossstadt.example`;
        return {
          objectId: id('U', index),
          username: email,
          email,
          name: `${first} ${family}`,
          first_name: first,
          family_name: family,
          role: pointer('_Role', index === 1 ? roleIds.office : roleIds.worker),
          roles: [index === 1 ? roleIds.office : roleIds.worker],
          project,
          projects: [id('P', 1)],
          is_superuser: false,
          is_worker: index !== 1,
          number: String(index),
          color: 'green',
          settings: {
            start_date: at(`${shape.years[0]! - 1}-01-01`, '00:00'),
            vacation_days: 30,
            color: worker % 2 === 0 ? 'green' : 'blue',
          },
        };
      },
    },
    Property: {
      count: shape.properties,
      make: (index) => ({
        objectId: id('O', index),
        name: `Wohnanlage ${index}, Hauptstraße ${index}`,
        created_by: office,
        archived: false,
        settings: { key: false, key_number: index, info: 'Schlüssel im Büro' },
        assigned_staff: [userId(index % shape.workers)],
        services: {},
        project,
      }),
    },
    Task: {
      count: shape.properties * shape.tasksPerProperty,
      make: (index) => {
        const state = TASK_STATES[index % TASK_STATES.length]!;
        const day = `${shape.years.at(-1)}-${String((index % 12) + 1).padStart(2, '0')}-15`;
        return {
          objectId: id('T', index),
          title: `Aufgabe ${index}`,
          description: `Aufgabe ${index}: bitte erledigen`,
          state,
          time: {
            type: 'single',
            category: 'fixed',
            interval: { number: 1, unit: 'weeks' },
            dates: [at(day, '08:00')],
            next_dates: [at(day, '08:00')],
          },
          dates: [at(day, '08:00')],
          assigned_staff: state === 'created' ? [] : [userId(index % shape.workers)],
          property: pointer(
            'Property',
            id('O', Math.floor((index - 1) / shape.tasksPerProperty) + 1),
          ),
          documents: [],
          images: [],
          comments: [],
          created_by: office,
          project,
        };
      },
    },
    Holiday: {
      count: holidayNames.size,
      make: (index) => {
        const [name, dates] = [...holidayNames][index - 1]!;
        return { objectId: id('H', index), name, label: name, type: 'holiday', dates, project };
      },
    },
    Template: {
      count: 1,
      make: () => ({
        objectId: id('V', 1),
        name: 'Berlin',
        label: 'Feiertage Berlin',
        type: 'holiday',
        holidays: [...holidayNames.keys()].map((_, i) => id('H', i + 1)),
        project,
      }),
    },
    Record: {
      count: shape.workers * years.length,
      make: (index) => {
        const worker = Math.floor((index - 1) / years.length);
        const year = (index - 1) % years.length;
        const calendarYear = shape.years[year]!;
        return {
          objectId: id('Y', index),
          user: pointer('_User', userId(worker)),
          year: calendarYear,
          start_date: at(`${calendarYear}-01-01`, '00:00'),
          end_date: at(`${calendarYear}-12-31`, '00:00'),
          default_times: [1, 2, 3, 4, 5].map((weekday) => ({
            weekday,
            date: at(`${calendarYear}-01-01`, '00:00'),
            type: 'regular',
            start: '08:00',
            end: '16:30',
            duration: PLANNED_NET_MS + PAUSE_MS,
            pause: PAUSE_MS,
            breaks: [{ id: `default-${weekday}`, start: '12:00', end: '12:30' }],
          })),
          absence: [id('A', index)],
          working_days: years[year]!.days.length,
          time_settings: timeSettings,
          saldo: yearSaldo(worker, year),
          vacation: 25,
          absence_days: 5,
          initial_saldo: year === 0 ? initialSaldo(worker) : yearSaldo(worker, year - 1),
          // Carried in: nothing into the first year, the 25 days left of it into the second.
          initial_vacation: year === 0 ? 0 : 25,
          ...(year > 0 ? { former_record: pointer('Record', id('Y', index - 1)) } : {}),
          holiday_template: pointer('Template', id('V', 1)),
          surcharges: [],
        };
      },
    },
    Absence: {
      count: shape.workers * years.length,
      make: (index) => {
        const worker = Math.floor((index - 1) / years.length);
        const year = (index - 1) % years.length;
        const vacation = [...years[year]!.vacation].map((day) => years[year]!.days[day]!);
        return {
          objectId: id('A', index),
          user: pointer('_User', userId(worker)),
          start_date: at(vacation[0]!, '00:00'),
          end_date: at(vacation.at(-1)!, '00:00'),
          state: 'approved',
          type: 'vacation',
          comment: 'Sommerurlaub',
          year: shape.years[year],
          created_by: office,
        };
      },
    },
    Day: {
      count: shape.workers * daysPerWorker,
      make: (index) => {
        const { worker, year, day } = dayAt(index - 1);
        const date = years[year]!.days[day]!;
        const absent = years[year]!.vacation.has(day);
        const { start, end, saldo } = absent
          ? { start: 8 * 60, end: 16 * 60 + 30, saldo: 0 }
          : shift(worker, year, day);
        const record = id('Y', recordIndex(worker, year) + 1);
        return {
          objectId: id('D', index),
          date: at(date, '00:00'),
          type: absent ? 'absence' : 'work',
          user: pointer('_User', userId(worker)),
          record: pointer('Record', record),
          ...(absent
            ? { absence: pointer('Absence', id('A', recordIndex(worker, year) + 1)) }
            : {}),
          time: {
            start: at(date, clock(start)),
            end: at(date, clock(end)),
            duration: (end - start) * MINUTE,
            pause: absent ? 0 : PAUSE_MS,
            breaks: absent
              ? []
              : [{ id: `${date}-1`, start: at(date, '12:00'), end: at(date, '12:30') }],
            comment: absent ? 'Urlaub' : '',
            type: absent ? 'absence' : 'work',
            state: absent ? 'full' : 'initial',
          },
          default_time: {
            type: 'regular',
            start: at(date, '08:00'),
            end: at(date, '16:30'),
            duration: PLANNED_NET_MS + PAUSE_MS,
            pause: PAUSE_MS,
          },
          is_working_day: true,
          saldo,
          surcharges: [],
          year: shape.years[year],
          month: Number(date.slice(5, 7)),
        };
      },
    },
  };
  return { project: PROJECT, makers };
}

/** Parse's REST paging over the generated company (order=objectId, where objectId $gt, $relatedTo _Role.users). */
export async function startBulkSource(shape: BulkShape): Promise<BulkSource> {
  const { makers } = bulkCompany(shape);
  const appId = 'bulk-bench';
  const masterKey = `bench-${process.pid}-master`;
  let requests = 0;

  function page(className: string, where: Record<string, unknown>, limit: number) {
    const maker = makers[className];
    if (!maker) return [];
    const after = (where.objectId as { $gt?: string } | undefined)?.$gt;
    let first = after ? Number(after.slice(1)) + 1 : 1;
    let last = maker.count;
    const related = where.$relatedTo as { object: { objectId: string }; key: string } | undefined;
    if (related) {
      // _Role.users: the office user in the office role, every worker in the worker role.
      if (className !== '_User' || related.key !== 'users') return [];
      const office = related.object.objectId === 'R000000001';
      if (office) last = Math.min(last, 1);
      else first = Math.max(first, 2);
    }
    const objects: ParseObject[] = [];
    for (let index = first; index <= last && objects.length < limit; index += 1) {
      objects.push(maker.make(index));
    }
    return objects;
  }

  const server = http.createServer((request, response) => {
    requests += 1;
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const match = /^\/parse\/classes\/([^/]+)$/.exec(url.pathname);
    const allowed =
      request.headers['x-parse-application-id'] === appId &&
      request.headers['x-parse-master-key'] === masterKey;
    response.setHeader('content-type', 'application/json');
    if (!match || !allowed) {
      response.writeHead(match ? 403 : 404);
      return response.end(JSON.stringify({ error: 'unauthorized' }));
    }
    const where = JSON.parse(url.searchParams.get('where') ?? '{}') as Record<string, unknown>;
    const limit = Math.min(1000, Number(url.searchParams.get('limit') ?? 100));
    response.end(JSON.stringify({ results: page(decodeURIComponent(match[1]!), where, limit) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    serverUrl: `http://127.0.0.1:${port}/parse`,
    appId,
    masterKey,
    counts: Object.fromEntries(Object.entries(makers).map(([name, m]) => [name, m.count])),
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

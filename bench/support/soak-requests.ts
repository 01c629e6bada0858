/**
 * The request kinds of the soak benchmark and their shares of the mix. Each connection is one
 * member's session and owns one task; requests go one after the other on a connection.
 */
import { apiPath } from '@kontor/api-client';
import type { SoakUser, SoakWorld } from './soak-world.ts';

export interface Connection {
  index: number;
  user: SoakUser;
  task: { id: string; version: number };
  /** How many requests this connection has sent: picks the kind and the record of a detail. */
  sent: number;
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface Kind {
  name: string;
  /** Requests of this kind in every 100 of the mix. */
  share: number;
  send(c: Connection): Promise<Answer>;
}

/** The entry slots a day offers: 06:00–13:45, 45 minutes each, so no two overlap. */
const SLOTS_PER_DAY = 8;
const DAY_MS = 24 * 3600_000;

type Send = (
  c: Connection,
  method: string,
  path: string,
  body?: FormData | object,
) => Promise<Answer>;

function sender(base: string): Send {
  return async (c, method, path, body) => {
    const json = body !== undefined && !(body instanceof FormData);
    const res = await fetch(base + path, {
      method,
      headers: { cookie: c.user.cookie, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : body,
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
}

const pick = <T>(items: T[], c: Connection) => items[(c.index + c.sent) % items.length]!;

/** The next free work time of `userId`: slot after slot through the year of the records. */
function entrySlots(yearStart: string) {
  const next = new Map<string, number>();
  return (userId: string) => {
    const slot = next.get(userId) ?? 0;
    next.set(userId, slot + 1);
    const date = new Date(Date.parse(yearStart) + Math.floor(slot / SLOTS_PER_DAY) * DAY_MS);
    if (date.getUTCFullYear() !== Number(yearStart.slice(0, 4))) {
      throw new Error(`no free time slot left for ${userId}`);
    }
    const hour = String(6 + (slot % SLOTS_PER_DAY)).padStart(2, '0');
    return { date: date.toISOString().slice(0, 10), start: `${hour}:00`, end: `${hour}:45` };
  };
}

export function soakKinds(base: string, world: SoakWorld, photo: Buffer, pdf: Buffer): Kind[] {
  const send = sender(base);
  const projectId = world.projectId;
  const p = { projectId };
  const nextSlot = entrySlots(world.yearStart);
  const list = { page: 1, pageSize: 20 } as const;
  return [
    {
      name: 'list tasks',
      share: 10,
      send: (c) =>
        send(
          c,
          'GET',
          apiPath('/api/projects/{projectId}/tasks', p, { status: 'active', ...list }),
        ),
    },
    {
      name: 'list properties',
      share: 10,
      send: (c) => send(c, 'GET', apiPath('/api/projects/{projectId}/properties', p, list)),
    },
    {
      name: 'list articles',
      share: 10,
      send: (c) => send(c, 'GET', apiPath('/api/projects/{projectId}/articles', p, list)),
    },
    {
      name: 'task detail',
      share: 8,
      send: (c) =>
        send(
          c,
          'GET',
          apiPath('/api/projects/{projectId}/tasks/{taskId}', { projectId, taskId: c.task.id }),
        ),
    },
    {
      name: 'property detail',
      share: 8,
      send: (c) =>
        send(
          c,
          'GET',
          apiPath('/api/projects/{projectId}/properties/{propertyId}', {
            projectId,
            propertyId: pick(world.propertyIds, c),
          }),
        ),
    },
    {
      name: 'article detail',
      share: 8,
      send: (c) =>
        send(
          c,
          'GET',
          apiPath('/api/projects/{projectId}/articles/{itemId}', {
            projectId,
            itemId: pick(world.articleIds, c),
          }),
        ),
    },
    {
      name: 'task change (PATCH)',
      share: 16,
      send: async (c) => {
        const path = apiPath('/api/projects/{projectId}/tasks/{taskId}', {
          projectId,
          taskId: c.task.id,
        });
        const answer = await send(c, 'PATCH', path, {
          version: c.task.version,
          title: `Soak-Aufgabe ${c.index + 1} – Änderung ${c.sent}`,
        });
        const version = (answer.body as { version?: number }).version;
        if (answer.status === 200 && version !== undefined) c.task.version = version;
        return answer;
      },
    },
    {
      name: 'time entry (create)',
      share: 14,
      send: (c) =>
        send(c, 'POST', apiPath('/api/projects/{projectId}/time-tracking/entries', p), {
          type: 'work',
          ...nextSlot(c.user.id),
        }),
    },
    {
      name: 'image upload',
      share: 8,
      send: (c) => {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'Soak.jpg');
        return send(c, 'POST', apiPath('/api/projects/{projectId}/images', p), form);
      },
    },
    {
      name: 'document upload',
      share: 8,
      send: (c) => {
        const form = new FormData();
        form.append('name', `Soak-Dokument ${c.sent}`);
        form.append(
          'file',
          new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
          'Soak.pdf',
        );
        const propertyId = pick(world.propertyIds, c);
        return send(
          c,
          'POST',
          apiPath('/api/projects/{projectId}/properties/{propertyId}/documents', {
            projectId,
            propertyId,
          }),
          form,
        );
      },
    },
  ];
}

/** The kind for a connection's `sent`-th request: the shares laid out over 100 slots, strided. */
export function kindPicker(kinds: Kind[]): (c: Connection) => Kind {
  const slots = kinds.flatMap((kind) => Array.from({ length: kind.share }, () => kind));
  if (slots.length !== 100) throw new Error(`the shares add up to ${slots.length}, not 100`);
  // 37 is prime to 100: a connection walks all 100 slots, neighbours start at different kinds.
  return (c) => slots[(c.index * 13 + c.sent * 37) % 100]!;
}

import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A state change waiting to be sent. Photos are uploaded first; their ids go into `images`. */
export interface OutboxItem {
  /** Sortable: the queue is sent in this order. */
  id: string;
  /** The Idempotency-Key; a photo's upload uses `${key}-p${index}`. */
  key: string;
  /** Whose change: only this user's session sends it (a shared phone, another login). */
  userId: string;
  projectId: string;
  /** What the worker did, in German, for the list of waiting and refused changes. */
  label: string;
  /** What the change is about, so screens can show it as waiting. */
  target: { type: string; id: string };
  method: OutboxMethod;
  path: string;
  body?: Record<string, unknown>;
  photos?: Blob[];
  createdAt: string;
  state: 'pending' | 'failed';
  /** The server's German reason when it refused the change. */
  error?: string;
}

export type NewOutboxItem = Omit<OutboxItem, 'id' | 'key' | 'createdAt' | 'state' | 'error'> & {
  key?: string;
};

export function openOutboxStore(): UseStore {
  return createStore('kontor-outbox', 'items');
}

let counter = 0;
/** Time first (13 digits, sortable until the year 2286), then a counter for the same ms. */
function nextId(now: number): string {
  counter = (counter + 1) % 1_000_000;
  return `${String(now).padStart(13, '0')}-${String(counter).padStart(6, '0')}`;
}

export function newKey(): string {
  return crypto.randomUUID();
}

export async function addItem(store: UseStore, item: NewOutboxItem, now = Date.now()) {
  const stored: OutboxItem = {
    ...item,
    key: item.key ?? newKey(),
    id: nextId(now),
    createdAt: new Date(now).toISOString(),
    state: 'pending',
  };
  await set(stored.id, stored, store);
  return stored;
}

/** Every item, oldest first (IndexedDB returns keys in order). */
export async function listItems(store: UseStore): Promise<OutboxItem[]> {
  const all = await entries<string, OutboxItem>(store);
  return all.map(([, item]) => item).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function removeItem(store: UseStore, id: string) {
  return del(id, store);
}

export async function markFailed(store: UseStore, id: string, error: string) {
  const item = await get<OutboxItem>(id, store);
  if (item) await set(id, { ...item, state: 'failed', error }, store);
}

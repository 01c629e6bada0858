import type { UseStore } from 'idb-keyval';
import { IDEMPOTENCY_HEADER } from '@kontor/core/idempotency';
import { apiPath } from '../../lib/api-client.ts';
import { listItems, markFailed, removeItem, type OutboxItem } from './outbox-store.ts';

export const outboxMessages = {
  offline: 'Keine Verbindung. Die Änderung wird übertragen, sobald Sie wieder online sind.',
  refused: 'Vom Server abgelehnt',
  sessionEnded: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
} as const;

export type FlushStop = 'done' | 'offline' | 'session' | 'server';

export interface FlushResult {
  stop: FlushStop;
  sent: OutboxItem[];
  refused: OutboxItem[];
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

class StopFlush extends Error {
  constructor(readonly stop: FlushStop) {
    super(stop);
  }
}

/** The German reason of a refusal: the problem's detail and its field messages. */
async function refusalOf(response: Response): Promise<string> {
  try {
    const problem = (await response.json()) as {
      detail?: string;
      errors?: Record<string, string[]>;
    };
    const fields = Object.values(problem.errors ?? {}).flat();
    const detail = problem.detail ?? outboxMessages.refused;
    return [detail, ...fields.filter((f) => f !== detail)].join(' ');
  } catch {
    return `${outboxMessages.refused} (${response.status})`;
  }
}

/** Whether retrying later may succeed (the network, the session or the server, not the data). */
function stopFor(status: number): FlushStop | null {
  if (status === 401) return 'session';
  if (status === 408 || status === 429 || status >= 500) return 'server';
  return null;
}

async function send(fetchFn: Fetch, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetchFn(url, { credentials: 'same-origin', ...init });
  } catch {
    throw new StopFlush('offline');
  }
  const stop = stopFor(response.status);
  if (stop) throw new StopFlush(stop);
  return response;
}

async function uploadPhotos(fetchFn: Fetch, item: OutboxItem): Promise<string[] | Response> {
  const ids: string[] = [];
  for (const [index, photo] of (item.photos ?? []).entries()) {
    const form = new FormData();
    form.append('files', photo, `foto-${index + 1}.jpg`);
    const path = apiPath('/api/projects/{projectId}/images', { projectId: item.projectId });
    const response = await send(fetchFn, path, {
      method: 'POST',
      headers: { [IDEMPOTENCY_HEADER]: `${item.key}-p${index}` },
      body: form,
    });
    if (!response.ok) return response;
    const answer = (await response.json()) as { items: { id: string }[] };
    ids.push(...answer.items.map((image) => image.id));
  }
  return ids;
}

/** Sends one item: its photos, then the change. The answer, or a refusal's response. */
async function sendItem(fetchFn: Fetch, item: OutboxItem): Promise<Response> {
  let body = item.body;
  if (item.photos?.length) {
    const ids = await uploadPhotos(fetchFn, item);
    if (ids instanceof Response) return ids;
    body = { ...body, images: [...((body?.images as string[] | undefined) ?? []), ...ids] };
  }
  return send(fetchFn, item.path, {
    method: item.method,
    headers: {
      [IDEMPOTENCY_HEADER]: item.key,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/**
 * Sends the waiting items in order. A refused item (4xx) is kept as 'failed' with the
 * server's reason for the worker to see, and the next one is sent; the network, an ended
 * session or a failing server stop the run (the items stay, in order, for the next one).
 */
export async function flushOutbox(
  store: UseStore,
  userId: string,
  fetchFn: Fetch = fetch,
): Promise<FlushResult> {
  const result: FlushResult = { stop: 'done', sent: [], refused: [] };
  for (const item of await listItems(store)) {
    if (item.state !== 'pending' || item.userId !== userId) continue;
    try {
      const response = await sendItem(fetchFn, item);
      if (response.ok) {
        await removeItem(store, item.id);
        result.sent.push(item);
      } else {
        const error = await refusalOf(response);
        await markFailed(store, item.id, error);
        result.refused.push({ ...item, state: 'failed', error });
      }
    } catch (error) {
      if (error instanceof StopFlush) return { ...result, stop: error.stop };
      throw error;
    }
  }
  return result;
}

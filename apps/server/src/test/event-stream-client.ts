import http, { type IncomingHttpHeaders } from 'node:http';

/** One Server-Sent Event as a browser's EventSource would dispatch it. */
export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface EventStreamConnection {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every event so far, in arrival order. */
  events: StreamEvent[];
  /** Comment lines (heartbeats) so far, without the colon. */
  comments: string[];
  /** The last `retry:` hint. */
  retry: number | undefined;
  /** The body of an answer that is not a stream (a problem). */
  body: string;
  /** Resolves once the server ended (or the client closed) the connection. */
  ended: Promise<void>;
  /** Resolves with `check`'s first defined result, re-checked on every chunk; rejects after the timeout. */
  waitFor<T>(what: string, check: () => T | undefined, timeoutMs?: number): Promise<T>;
  close(): void;
}

/**
 * A small event-stream reader over a real HTTP connection (the tests and bench/notifications.ts):
 * resolves once the response headers are in, then parses the stream as it arrives.
 * `onEvent` sees each event as it is parsed (the bench takes its arrival time there).
 */
export function openEventStream(
  url: string,
  headers: Record<string, string>,
  onEvent?: (event: StreamEvent) => void,
): Promise<EventStreamConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { accept: 'text/event-stream', ...headers }, agent: false },
      (response) => {
        const waiters = new Set<() => void>();
        const recheck = () => waiters.forEach((waiter) => waiter());
        let buffer = '';
        let done = false;
        const connection: EventStreamConnection = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          events: [],
          comments: [],
          retry: undefined,
          body: '',
          ended: new Promise((resolveEnd) => {
            response.once('close', () => {
              done = true;
              resolveEnd();
              recheck();
            });
          }),
          waitFor(what, check, timeoutMs = 10_000) {
            return new Promise((resolveWait, rejectWait) => {
              const attempt = () => {
                const result = check();
                if (result !== undefined) finish(() => resolveWait(result));
                else if (done) finish(() => rejectWait(new Error(`stream ended before ${what}`)));
              };
              const timer = setTimeout(
                () => finish(() => rejectWait(new Error(`timed out waiting for ${what}`))),
                timeoutMs,
              );
              const finish = (settle: () => void) => {
                clearTimeout(timer);
                waiters.delete(attempt);
                settle();
              };
              waiters.add(attempt);
              attempt();
            });
          },
          close: () => request.destroy(),
        };
        response.setEncoding('utf8');
        const isStream = String(response.headers['content-type']).startsWith('text/event-stream');
        response.on('data', (chunk: string) => {
          if (!isStream) {
            connection.body += chunk;
            return;
          }
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = parseBlock(block, connection);
            if (event) {
              connection.events.push(event);
              onEvent?.(event);
            }
          }
          recheck();
        });
        response.on('error', () => {});
        resolve(connection);
      },
    );
    request.on('error', reject);
  });
}

function parseBlock(block: string, connection: EventStreamConnection): StreamEvent | undefined {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      connection.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry') connection.retry = Number(value);
  }
  return data.length > 0 ? { id, event, data: data.join('\n') } : undefined;
}

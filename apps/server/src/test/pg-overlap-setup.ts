import pg from 'pg';
import { afterEach } from 'vitest';

/**
 * Setup file of the server project (vitest.config.ts): a test fails when a query is issued on a
 * pg client that is still executing one (two queries of one transaction in `Promise.all`). pg 8
 * prints 'client.query() when the client is already executing a query' once per process, and
 * only from the third query on; pg 9 refuses it. So every overlap counts here, with the stack of
 * the query that overlapped; and the warning itself fails the test too, whatever issued it.
 * Queries on one client run one after the other (db/sql.ts, `independentQueries`).
 */
const found: Error[] = [];

interface ClientState {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const state = this as unknown as ClientState;
  if (!state.pipeline && (state._activeQuery || (state._queryQueue?.length ?? 0) > 0)) {
    found.push(new Error('client.query() while the client is already executing a query'));
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && /already executing a query/.test(warning.message)) {
    found.push(warning);
  }
});

afterEach(() => {
  const first = found[0];
  found.length = 0;
  if (first) throw new Error(`pg: queries overlap on one client\n${first.stack ?? first.message}`);
});

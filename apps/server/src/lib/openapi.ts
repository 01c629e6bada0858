import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';

export const OPENAPI_FILE = fileURLToPath(
  new URL('../../../../docs/openapi.json', import.meta.url),
);

/** The OpenAPI document as the app generates it; no query runs, so no database is opened. */
export async function generateOpenApi(): Promise<object> {
  const app = await buildApp(loadConfig({}), {} as Db, {
    logger: false,
    installCounters: false,
  });
  await app.ready();
  const document = app.swagger();
  await app.close();
  return document;
}

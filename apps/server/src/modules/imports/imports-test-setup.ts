import { MODULES } from '../../app.ts';
import { seedCompany } from '../../import/parse/fake-company.ts';
import {
  FAKE_APP_ID,
  startFakeParseServer,
  type FakeParseServer,
} from '../../import/parse/fake-parse-server.ts';
import { MASTER_KEY } from '../../import/parse/import-test-setup.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../../test/test-app.ts';
import { importsModule, importsModuleWith } from './imports.module.ts';

export { FAKE_APP_ID, MASTER_KEY };
export * from '../../import/parse/fake-company.ts';

export interface ImportTestApp extends TestApp {
  parse: FakeParseServer;
  admin: string;
  /** Runs whose job saw a cancel by its watch (as one made on another instance). */
  cancelsSeen: Set<string>;
  source: { serverUrl: string; appId: string; masterKey: string };
}

/**
 * The app with the import job reading pages of 5 and looking for 'Abbrechen' every 20 ms,
 * a superuser's cookie, and the fake source seeded with the company.
 */
export async function importTestApp(options: TestAppOptions = {}): Promise<ImportTestApp> {
  const parse = await startFakeParseServer(MASTER_KEY);
  seedCompany(parse);
  const cancelsSeen = new Set<string>();
  const onCancelSeen = (runId: string) => cancelsSeen.add(runId);
  const modules = MODULES.map((m) =>
    m === importsModule ? importsModuleWith({ pageSize: 5, cancelPollMs: 20, onCancelSeen }) : m,
  );
  const t = await createTestApp({ ...options, modules });
  const admin = (await t.superuser()).cookie;
  const close = t.close;
  return Object.assign(t, {
    parse,
    admin,
    cancelsSeen,
    source: { serverUrl: parse.serverUrl, appId: FAKE_APP_ID, masterKey: MASTER_KEY },
    async close() {
      await close();
      await parse.close();
    },
  });
}

/** Waits (without sleeping a fixed time) until `check` holds, polling every 10 ms. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Bedingung nicht erreicht');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

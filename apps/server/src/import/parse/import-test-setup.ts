import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { LocalStorage } from '../../files/local-storage.ts';
import type { ClassImporter } from './contract.ts';
import { FAKE_APP_ID, startFakeParseServer, type FakeParseServer } from './fake-parse-server.ts';
import type { ImportReport } from './import-report.ts';
import { runImport, type ImportLog } from './import-runner.ts';
import { findOrCreateTarget, planTarget, type TargetPlan } from './import-target.ts';
import { parseReader, type ParseReader } from './parse-reader.ts';

export const MASTER_KEY = 'geheimer-Master-Key-4711';

/** Log lines as the runner writes them, for asserting what reaches a log. */
export function capturingLog(): ImportLog & { lines: string[] } {
  const lines: string[] = [];
  const line = (message: string, data?: Record<string, unknown>) =>
    lines.push(`${message} ${JSON.stringify(data ?? {})}`);
  return { lines, info: line, warn: line };
}

export interface ImportHarness {
  parse: FakeParseServer;
  storage: LocalStorage;
  storageDir: string;
  run(options?: {
    project?: string;
    dryRun?: boolean;
    pageSize?: number;
    log?: ImportLog;
    signal?: AbortSignal;
    runId?: string;
  }): Promise<ImportReport>;
  close(): Promise<void>;
}

/** A fake Parse server and a local file storage; `run` imports with the given importers. */
export async function importHarness(
  db: Db,
  importers: (plan: TargetPlan, reader: ParseReader) => ClassImporter[],
): Promise<ImportHarness> {
  const parse = await startFakeParseServer(MASTER_KEY);
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'kontor-import-'));
  const storage = new LocalStorage(storageDir);
  return {
    parse,
    storage,
    storageDir,
    async run(options = {}) {
      const reader = parseReader(
        { serverUrl: parse.serverUrl, appId: FAKE_APP_ID, masterKey: MASTER_KEY },
        { pageSize: options.pageSize },
      );
      const plan = await planTarget(reader, options.project);
      return runImport({
        db,
        storage,
        reader,
        importers: importers(plan, reader),
        target: (tx) => findOrCreateTarget(tx, plan),
        dryRun: options.dryRun ?? false,
        log: options.log,
        signal: options.signal,
        runId: options.runId,
      });
    },
    async close() {
      await parse.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export const countsOf = (report: ImportReport, className: string) => {
  const c = report.classes.find((entry) => entry.className === className)!;
  return {
    read: c.read,
    created: c.created,
    updated: c.updated,
    unchanged: c.unchanged,
    skipped: c.skipped,
  };
};

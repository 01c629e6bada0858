import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailSink } from './mail-sink.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** Folder where the test SMTP server stores the app's mails (support/mailbox.ts). */
    mailDir: string;
    /** The server's PostgreSQL database ('' when embedded): a spec may start a second instance on it. */
    databaseUrl: string;
  }
}

/** Starts the real server once for the whole browser suite. */
export default async function setup(project: TestProject) {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'kontor-e2e-mail-'));
  const sink = await startMailSink(mailDir);
  const server = await startServer({ env: { SMTP_URL: sink.url } });
  console.log(`e2e: server on ${server.baseUrl} (${server.database} database)`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('mailDir', mailDir);
  project.provide('databaseUrl', server.databaseUrl ?? '');
  return async () => {
    await server.stop();
    await sink.stop();
    if (!process.env.E2E_KEEP_DATA) rmSync(mailDir, { recursive: true, force: true });
  };
}

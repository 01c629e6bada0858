import type { TestProject } from 'vitest/node';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
  }
}

/** Starts the real server once for the whole browser suite. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  console.log(`e2e: server on ${server.baseUrl} (${server.database} database)`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  return async () => {
    await server.stop();
  };
}

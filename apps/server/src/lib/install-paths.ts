import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder above `file` with a package.json: apps/server, from src/ and from dist/. */
function packageDirOf(file: string): string {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Kein package.json über ${file}`);
    dir = parent;
  }
  return dir;
}

/**
 * Folders the server reads at run time, the same whether it runs from its sources (tsx) or
 * from the production bundle in apps/server/dist (build.ts), whose files sit one level higher.
 */
export const SERVER_DIR = packageDirOf(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'src/db/migrations');
export const DEFAULT_WEB_DIST = path.join(SERVER_DIR, '../web/dist');

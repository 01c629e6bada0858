import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start` builds the web app only when what goes into the build changed since the last
 * build (docs/operations.md): the hash of the sources below is kept in dist/, so a restart of
 * an unchanged installation takes seconds instead of a full Vite build.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB = path.join(ROOT, 'apps/web');
export const STAMP = path.join(WEB, 'dist/.source-hash');

/** Files and folders (relative to the repository) whose content decides the build. */
export const BUILD_INPUTS = [
  'package-lock.json',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/postcss.config.cjs',
  'apps/web/vite.config.ts',
  'apps/web/precompress-assets.ts',
  'apps/web/worker-app-precache.ts',
  'apps/web/index.html',
  'apps/web/app',
  'apps/web/public',
  'apps/web/src',
  'packages/core/src',
  'packages/api-client/src',
];

const IGNORED = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$/;

function filesUnder(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const isDirectory = (file: string) => statSync(file).isDirectory();

/** SHA-256 over the sorted paths and contents of the build's inputs (tests left out). */
export function sourceHash(root = ROOT, inputs: readonly string[] = BUILD_INPUTS): string {
  const files = inputs
    .flatMap((input) => {
      const full = path.join(root, input);
      if (!existsSync(full)) return [];
      return isDirectory(full) ? filesUnder(root, input) : [input];
    })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !IGNORED.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function main() {
  const hash = sourceHash();
  const built = existsSync(path.join(WEB, 'dist/index.html')) && existsSync(STAMP);
  if (built && readFileSync(STAMP, 'utf8').trim() === hash) {
    console.log('Web-App unverändert seit dem letzten Build – Build übersprungen.');
    return;
  }
  // No stamp while building: a failed or interrupted build is built again next time.
  rmSync(STAMP, { force: true });
  const result = spawnSync('npm', ['run', 'build'], { cwd: WEB, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${hash}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

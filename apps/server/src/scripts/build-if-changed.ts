import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start` builds the web app and the server bundle only when what goes into them changed
 * since their last build (docs/operations.md): each build keeps the hash of its inputs in its
 * output folder, so restarting an unchanged installation takes seconds, not a Vite build.
 */

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

interface BuildTarget {
  name: string;
  /** Files and folders, relative to the repository, whose content decides the build. */
  inputs: readonly string[];
  /** A file the finished build always has. */
  output: string;
  stamp: string;
  command: readonly string[];
}

const SHARED_INPUTS = ['package-lock.json', 'packages/core/src', 'tsconfig.base.json'];

export const TARGETS: readonly BuildTarget[] = [
  {
    name: 'Web-App',
    inputs: [
      ...SHARED_INPUTS,
      'packages/api-client/src',
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
    ],
    output: 'apps/web/dist/index.html',
    stamp: 'apps/web/dist/.source-hash',
    command: ['npm', 'run', 'build', '--workspace', '@kontor/web'],
  },
  {
    name: 'Server',
    inputs: [...SHARED_INPUTS, 'apps/server/package.json', 'apps/server/src'],
    output: 'apps/server/dist/main.js',
    stamp: 'apps/server/dist/.source-hash',
    command: ['npm', 'run', 'build', '--workspace', '@kontor/server'],
  },
];

const IGNORED = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$/;

function filesUnder(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** SHA-256 over the sorted paths and contents of a build's inputs (tests left out). */
export function sourceHash(root: string, inputs: readonly string[]): string {
  const files = inputs
    .flatMap((input) => {
      const full = path.join(root, input);
      if (!existsSync(full)) return [];
      return statSync(full).isDirectory() ? filesUnder(root, input) : [input];
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

function buildIfChanged(target: BuildTarget) {
  const hash = sourceHash(ROOT, target.inputs);
  const stamp = path.join(ROOT, target.stamp);
  const built = existsSync(path.join(ROOT, target.output)) && existsSync(stamp);
  if (built && readFileSync(stamp, 'utf8').trim() === hash) {
    console.log(`${target.name} unverändert seit dem letzten Build – Build übersprungen.`);
    return;
  }
  // No stamp while building: a failed or interrupted build is built again next time.
  rmSync(stamp, { force: true });
  const [command, ...args] = target.command;
  const result = spawnSync(command!, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, `${hash}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const target of TARGETS) buildIfChanged(target);
}

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start` builds the web app and the server bundle only when what goes into them changed
 * since their last build (docs/operations.md): each build keeps the hash of its inputs in its
 * output folder, so restarting an unchanged installation takes seconds, not a Vite build.
 * Plain JavaScript, so that the check itself needs no TypeScript loader (start-up time,
 * docs/performance.md); only a changed build spawns one.
 */

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * @typedef {object} BuildTarget
 * @property {string} name
 * @property {readonly string[]} inputs Files and folders, relative to the repository, whose content decides the build.
 * @property {string} output A file the finished build always has.
 * @property {string} stamp
 * @property {readonly string[]} command
 */

const SHARED_INPUTS = ['package-lock.json', 'packages/core/src', 'tsconfig.base.json'];

/** @type {readonly BuildTarget[]} */
export const TARGETS = [
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

/**
 * @param {string} root
 * @param {string} folder
 */
function filesUnder(root, folder) {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/**
 * SHA-256 over the sorted paths and contents of a build's inputs (tests left out).
 * @param {string} root
 * @param {readonly string[]} inputs
 * @returns {string}
 */
export function sourceHash(root, inputs) {
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

/**
 * Builds `target` unless its stamp holds the hash of its inputs.
 * @param {BuildTarget} target
 * @param {string} root
 * @returns {number} the build's exit code (0 also when skipped)
 */
export function buildIfChanged(target, root) {
  const hash = sourceHash(root, target.inputs);
  const stamp = path.join(root, target.stamp);
  const built = existsSync(path.join(root, target.output)) && existsSync(stamp);
  if (built && readFileSync(stamp, 'utf8').trim() === hash) {
    console.log(`${target.name} unverändert seit dem letzten Build – Build übersprungen.`);
    return 0;
  }
  // No stamp while building: a failed or interrupted build is built again next time.
  rmSync(stamp, { force: true });
  const [command, ...args] = target.command;
  const result = spawnSync(/** @type {string} */ (command), args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) return result.status ?? 1;
  writeFileSync(stamp, `${hash}\n`);
  return 0;
}

/** Builds the web app and the server bundle where their inputs changed; exits on a failed build. */
export function buildWhatChanged(root = ROOT) {
  for (const target of TARGETS) {
    const status = buildIfChanged(target, root);
    if (status !== 0) process.exit(status);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildWhatChanged();
}

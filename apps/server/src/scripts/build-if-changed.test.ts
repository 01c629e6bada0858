import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIfChanged, sourceHash, TARGETS } from './build-if-changed.mjs';

let root: string | undefined;
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root!, file)), { recursive: true });
  writeFileSync(path.join(root!, file), content);
};
const hash = () => sourceHash(root!, ['lock.json', 'web/src', 'missing']);

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('sourceHash', () => {
  it('covers the inputs of both builds that exist in this repository', () => {
    const root = fileURLToPath(new URL('../../../..', import.meta.url));
    for (const target of TARGETS) {
      for (const input of target.inputs)
        expect(existsSync(path.join(root, input)), input).toBe(true);
    }
  });

  it('changes with a source and a lock file, not with tests, dist or node_modules', () => {
    root = mkdtempSync(path.join(tmpdir(), 'kontor-hash-'));
    write('lock.json', '{}');
    write('web/src/app.tsx', 'eins');
    const first = hash();
    expect(hash()).toBe(first);
    write('web/src/app.test.tsx', 'test');
    write('web/src/dist/x.js', 'alt');
    write('web/src/node_modules/y/index.js', 'paket');
    write('other/file.ts', 'nicht dabei');
    expect(hash()).toBe(first);
    write('web/src/app.tsx', 'zwei');
    const second = hash();
    expect(second).not.toBe(first);
    write('lock.json', '{"v":2}');
    expect(hash()).not.toBe(second);
  });

  it('notices a renamed file with the same content', () => {
    root = mkdtempSync(path.join(tmpdir(), 'kontor-hash-'));
    write('web/src/a.ts', 'x');
    const before = hash();
    rmSync(path.join(root!, 'web/src/a.ts'));
    write('web/src/b.ts', 'x');
    expect(hash()).not.toBe(before);
  });
});

describe('buildIfChanged', () => {
  /** A build that counts its runs in out/runs and fails while src/fail exists. */
  const target = {
    name: 'Probe',
    inputs: ['src'],
    output: 'out/built',
    stamp: 'out/.source-hash',
    command: [
      process.execPath,
      '-e',
      `const fs = require('node:fs');
       fs.mkdirSync('out', { recursive: true });
       fs.appendFileSync('out/runs', 'x');
       if (fs.existsSync('src/fail')) process.exit(3);
       fs.writeFileSync('out/built', '');`,
    ],
  };
  const runs = () =>
    existsSync(path.join(root!, 'out/runs'))
      ? readFileSync(path.join(root!, 'out/runs'), 'utf8').length
      : 0;

  it('builds only when the inputs changed since the last successful build', () => {
    root = mkdtempSync(path.join(tmpdir(), 'kontor-build-'));
    write('src/a.ts', 'eins');
    expect(buildIfChanged(target, root)).toBe(0);
    expect(runs()).toBe(1);
    expect(buildIfChanged(target, root)).toBe(0);
    expect(runs()).toBe(1);

    write('src/a.ts', 'zwei');
    expect(buildIfChanged(target, root)).toBe(0);
    expect(runs()).toBe(2);

    rmSync(path.join(root, 'out/built'));
    expect(buildIfChanged(target, root)).toBe(0);
    expect(runs()).toBe(3);
  });

  it('leaves no stamp after a failed build, so the next start builds again', () => {
    root = mkdtempSync(path.join(tmpdir(), 'kontor-build-'));
    write('src/a.ts', 'eins');
    expect(buildIfChanged(target, root)).toBe(0);
    write('src/fail', '');
    expect(buildIfChanged(target, root)).toBe(3);
    expect(existsSync(path.join(root, target.stamp))).toBe(false);
    expect(buildIfChanged(target, root)).toBe(3);
    expect(runs()).toBe(3);
  });
});

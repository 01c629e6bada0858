import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceHash, TARGETS } from './build-if-changed.ts';

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

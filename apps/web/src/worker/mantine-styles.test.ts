import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The worker app imports Mantine's stylesheets one by one (mantine-styles.ts): a component
 * without its stylesheet renders unstyled, and only in the browser. This reads the app's
 * imports from @mantine/core and checks each one's stylesheets are there, in Mantine's order.
 */
const mantineDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/core')),
  '..',
);
const stylesDir = path.join(mantineDir, 'styles');
const workerDir = import.meta.dirname;

/** Components built on others' styles, or with none of their own (Mantine's docs list them). */
const USES: Record<string, string[]> = {
  Alert: ['Alert', 'CloseButton', 'UnstyledButton'],
  Anchor: ['Text', 'Anchor'],
  Box: [],
  Button: ['UnstyledButton', 'Loader', 'Button'],
  CloseButton: ['UnstyledButton', 'CloseButton'],
  MantineProvider: [],
  NativeSelect: ['Input', 'Combobox'],
  Textarea: ['Input'],
  TextInput: ['Input'],
};
const GLOBAL = ['baseline', 'default-css-variables', 'global'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

/** The worker app's files and every file they import from elsewhere in the web app (features, lib). */
function workerAppFiles(): string[] {
  const seen = new Set<string>();
  const queue = sourceFiles(workerDir);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, target] of source.matchAll(/from '(\.{1,2}\/[^']+\.tsx?)'/g)) {
      const resolved = path.resolve(path.dirname(file), target!);
      if (existsSync(resolved) && !resolved.includes('.test.')) queue.push(resolved);
    }
  }
  return [...seen];
}

/** The values (not types) the worker app's files import from @mantine/core. */
function mantineImports(): Set<string> {
  const names = new Set<string>();
  for (const file of workerAppFiles()) {
    const source = readFileSync(file, 'utf8');
    for (const [, list] of source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g))
      for (const name of list!.split(',').map((part) => part.trim()))
        // Components only: lower-case names are functions (createTheme, darken) without styles.
        if (/^[A-Z]/.test(name)) names.add(name);
  }
  return names;
}

const imported = [
  ...readFileSync(path.join(workerDir, 'mantine-styles.ts'), 'utf8').matchAll(
    /^import '@mantine\/core\/styles\/(.+)\.css';$/gm,
  ),
].map(([, name]) => name!);

describe('the worker app’s Mantine stylesheets', () => {
  it('import every stylesheet the app’s components need', () => {
    const missing: string[] = [];
    for (const name of mantineImports()) {
      const needs = USES[name] ?? (existsSync(path.join(stylesDir, `${name}.css`)) ? [name] : null);
      if (needs === null) missing.push(`${name} (unknown: add it to USES in this test)`);
      else missing.push(...needs.filter((sheet) => !imported.includes(sheet)));
    }
    expect(missing).toEqual([]);
  });

  it('come in the order of Mantine’s own bundle, global styles first', () => {
    expect(imported.slice(0, GLOBAL.length)).toEqual(GLOBAL);
    const bundle = readFileSync(path.join(mantineDir, 'styles.css'), 'utf8');
    const positions = imported.slice(GLOBAL.length).map((name) => {
      const firstClass = readFileSync(path.join(stylesDir, `${name}.css`), 'utf8').match(
        /\.m_[0-9a-f]+/,
      )![0];
      return { name, at: bundle.indexOf(firstClass) };
    });
    expect(positions.every(({ at }) => at > 0)).toBe(true);
    const sorted = [...positions].sort((a, b) => a.at - b.at);
    expect(positions.map((p) => p.name)).toEqual(sorted.map((p) => p.name));
  });
});

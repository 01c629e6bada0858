import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const startCwd = process.cwd();
afterAll(() => process.chdir(startCwd));

/**
 * Lints `code` as if it were the file `file` (repository-relative, not written to disk),
 * with eslint started in `from`, and returns the boundary rule's messages.
 */
async function boundaryMessages(from: string, file: string, code: string) {
  // The zones used to resolve against the working directory; run where a developer would.
  process.chdir(path.join(repo, from));
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('import boundaries (eslint.config.js), linted from a subfolder', () => {
  it.each([
    [
      'a feature importing app/',
      'apps/web',
      'apps/web/src/features/images/routes/probe-route.tsx',
      "import { router } from '../../../app/router.tsx';\nexport default router;\n",
      /never import app/,
    ],
    [
      'a feature importing another feature',
      'apps/web/src/features',
      'apps/web/src/features/images/routes/probe-route.tsx',
      "import { messages } from '../../properties/messages.ts';\nexport default messages;\n",
      /Features never import each other/,
    ],
    [
      'shared components importing a feature',
      'apps/web/src/components',
      'apps/web/src/components/probe.tsx',
      "import { messages } from '../features/images/messages.ts';\nexport default messages;\n",
      /never import a feature/,
    ],
    [
      'server infrastructure importing a module',
      'apps/server/src',
      'apps/server/src/lib/probe.ts',
      "import { login } from '../modules/auth/auth.service.ts';\nexport default login;\n",
      /never imports a module/,
    ],
  ])('reports %s', async (_name, from, file, code, message) => {
    const messages = await boundaryMessages(from, file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it('allows a feature to import shared code', async () => {
    const code = "import { notify } from '../../../lib/notify.ts';\nexport default notify;\n";
    expect(
      await boundaryMessages(
        'apps/web',
        'apps/web/src/features/images/routes/probe-route.tsx',
        code,
      ),
    ).toEqual([]);
  });
});

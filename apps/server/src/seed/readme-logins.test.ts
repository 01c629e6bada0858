import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../lib/project-setup.ts';
import { DEMO_USERS } from './demo-data.ts';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

/** The README's table of demo logins follows the seed: a renamed user or role fails here. */
describe('README demo logins', () => {
  it.each(DEMO_USERS)('names $email with its role and the screen it uses', (user) => {
    const row = readme.split('\n').find((line) => line.includes(`\`${user.email}\``));
    expect(row, `README has no row for ${user.email}`).toBeDefined();
    const cells = row!.split('|').map((cell) => cell.trim());
    const roleName = DEFAULT_ROLES.find((role) => role.type === user.role)!.name;
    expect(cells).toContain(user.name);
    expect(cells).toContain(roleName);
    expect(cells).toContain(user.isWorker ? 'the worker app `/app`' : 'the office console');
  });
});

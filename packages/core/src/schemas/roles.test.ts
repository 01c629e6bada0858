import { describe, expect, it } from 'vitest';
import { createRoleBodySchema, roleMessages, updateRoleBodySchema } from './roles.ts';

const id = (n: number) => `M${String(n).padStart(9, '0')}`;
const firstMessage = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('role bodies', () => {
  it('fills the defaults of a new role: office, blue, not default, no modules', () => {
    expect(createRoleBodySchema.parse({ name: ' Hausmeister ' })).toEqual({
      name: 'Hausmeister',
      type: 'office',
      color: 'blue',
      isDefault: false,
      moduleIds: [],
    });
  });

  it.each([
    [{ name: '' }, 'name', roleMessages.nameRequired],
    [{ name: 'x'.repeat(51) }, 'name', roleMessages.nameMax],
    [{ name: 'A', moduleIds: [id(1), id(1)] }, 'moduleIds', roleMessages.modulesDuplicate],
    [
      { name: 'A', moduleIds: Array.from({ length: 101 }, (_, i) => id(i)) },
      'moduleIds',
      roleMessages.modulesMax,
    ],
  ])('refuses %j with the message at %s', (body, field, message) => {
    expect(firstMessage(createRoleBodySchema.safeParse(body), field)).toBe(message);
  });

  it('takes exactly 100 modules', () => {
    const moduleIds = Array.from({ length: 100 }, (_, i) => id(i));
    expect(createRoleBodySchema.safeParse({ name: 'A', moduleIds }).success).toBe(true);
  });

  it('needs the version to edit', () => {
    expect(updateRoleBodySchema.safeParse({ name: 'A' }).success).toBe(false);
    expect(updateRoleBodySchema.safeParse({ version: 0, isDefault: true }).success).toBe(true);
  });
});

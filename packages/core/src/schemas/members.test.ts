import { describe, expect, it } from 'vitest';
import {
  accountEditableBy,
  isWorkerByDefault,
  randomStaffColor,
  roleExceeds,
  workerByDefault,
} from './members.ts';

describe('roleExceeds', () => {
  const own = { type: 'office', moduleIds: ['a', 'b'] } as const;
  it.each([
    [{ type: 'admin', moduleIds: [] }, true],
    [{ type: 'office', moduleIds: ['a', 'c'] }, true],
    [{ type: 'office', moduleIds: ['a', 'b'] }, false],
    [{ type: 'worker', moduleIds: ['b'] }, false],
    [{ type: 'worker', moduleIds: ['x'] }, true],
  ] as const)('%j exceeds office(a, b): %s', (candidate, expected) => {
    expect(roleExceeds(candidate, own)).toBe(expected);
  });
});

describe('randomStaffColor', () => {
  it('gives #rrggbb, never pure black or white', () => {
    expect(randomStaffColor(() => 0)).toBe('#1c1c1c');
    expect(randomStaffColor(() => 0.999)).toBe('#e3e3e3');
    expect(randomStaffColor()).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('workerByDefault', () => {
  it.each([
    ['worker', true],
    ['office', false],
    ['admin', false],
  ] as const)('role type %s → Arbeiter %s', (type, expected) => {
    expect(workerByDefault(type)).toBe(expected);
  });
});

describe('isWorkerByDefault', () => {
  const role = (id: string, type: 'worker' | 'office' | 'admin') => ({
    id,
    name: id,
    color: 'blue',
    type,
    isDefault: false,
  });
  const roles = [role('w', 'worker'), role('o', 'office'), role('a', 'admin')];
  it.each([
    ['w', true],
    ['o', false],
    ['a', false],
    ['unknown', false],
  ])('role %s → Arbeiter %s', (roleId, expected) => {
    expect(isWorkerByDefault(roles, roleId)).toBe(expected);
  });
});

describe('accountEditableBy', () => {
  const admin = { userId: 'ADMIN00001', isSuperuser: false };
  const superuser = { userId: 'SUPER00001', isSuperuser: true };
  const self = { userId: 'MEMBER0001', isSuperuser: false };
  it.each([
    ['an admin, account of this project only', admin, false, true],
    ['an admin, account shared with another project', admin, true, false],
    ['the user themself, shared account', self, true, true],
    ['a superuser, shared account', superuser, true, true],
  ] as const)('%s: %s', (_, viewer, sharedAccount, expected) => {
    expect(accountEditableBy(viewer, { id: 'MEMBER0001', sharedAccount })).toBe(expected);
  });
});

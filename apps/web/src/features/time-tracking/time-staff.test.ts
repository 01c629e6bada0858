import { describe, expect, it } from 'vitest';
import { isTimeStaff } from './time-staff.ts';

describe('isTimeStaff', () => {
  it.each([
    [false, 'worker', false],
    [false, 'office', true],
    [false, 'admin', true],
    [true, null, true],
    [false, null, false],
  ] as const)('superuser %s, role %s → staff %s', (isSuperuser, type, expected) => {
    expect(isTimeStaff({ isSuperuser }, type ? { type } : null)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@kontor/core/schemas/members';
import { memberPage } from './member-rows.ts';

const member = (name: string, email = `${name.toLowerCase()}@firma.example`): StaffMember => ({
  id: name.padEnd(10, 'x').slice(0, 10),
  name,
  email,
  isWorker: false,
  isSuperuser: false,
  role: { id: 'RRRRRRRRRR', name: 'Büro', color: 'blue', type: 'office' },
  portrait: null,
  accountEditable: true,
  color: '#123456',
});

const rows = ['Zoe', 'Ärmel', 'Bernd', 'anna'].map((n) => member(n));
const state = { page: 1, pageSize: 10, sort: 'name', search: '' } as const;

describe('memberPage', () => {
  it('sorts by name the German way, both directions', () => {
    expect(memberPage(rows, state).items.map((m) => m.name)).toEqual([
      'anna',
      'Ärmel',
      'Bernd',
      'Zoe',
    ]);
    expect(memberPage(rows, { ...state, sort: '-name' }).items[0]?.name).toBe('Zoe');
  });

  it('searches name and e-mail and counts what it found', () => {
    expect(memberPage(rows, { ...state, search: 'BER' })).toMatchObject({ total: 1 });
    expect(
      memberPage([member('X', 'chef@firma.example')], { ...state, search: 'chef' }).total,
    ).toBe(1);
  });

  it('pages', () => {
    const page2 = memberPage(rows, { ...state, page: 2, pageSize: 3 });
    expect(page2).toEqual({ items: [expect.objectContaining({ name: 'Zoe' })], total: 4 });
  });
});

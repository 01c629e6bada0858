import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ServiceEntry } from '../api/services-api.ts';
import { entryColumns } from './property-service-columns.tsx';

const entry = (substitutes: ServiceEntry['substitutes']): ServiceEntry => ({
  id: 'entry00001',
  propertyId: 'property01',
  service: { id: 'service001', title: 'Treppenhausreinigung', active: true },
  active: true,
  schedule: {
    type: 'interval',
    every: 1,
    unit: 'weeks',
    startWeek: '2026-12-07',
    endWeek: null,
    days: ['monday'],
  },
  holidayRule: 'skip',
  workers: [{ id: 'worker0001', name: 'Anna Becker' }],
  substitutes,
  version: 1,
});

const columns = entryColumns({ year: 2026, edit: () => {}, remove: () => {} });
const cell = (key: string, row: ServiceEntry) => {
  const rendered = columns.find((c) => c.key === key)!.render(row);
  expect(isValidElement(rendered)).toBe(true);
  return (rendered as ReactElement<{ children: unknown }>).props.children;
};

describe("the property's service list", () => {
  it('has a Vertretungen column beside the workers', () => {
    const headers = columns.map((c) => c.header);
    expect(headers.indexOf('Vertretungen')).toBe(headers.indexOf('Arbeiter') + 1);
  });

  it('names the substitutes, or a dash when there are none', () => {
    const row = entry([
      { id: 'worker0002', name: 'Mehmet Yılmaz' },
      { id: 'worker0003', name: 'Łukasz Wiśniewski' },
    ]);
    expect(cell('substitutes', row)).toBe('Mehmet Yılmaz, Łukasz Wiśniewski');
    expect(cell('workers', row)).toBe('Anna Becker');
    expect(cell('substitutes', entry([]))).toBe('–');
  });
});

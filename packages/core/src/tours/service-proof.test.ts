import { describe, expect, it } from 'vitest';
import type { CostType, ServiceProofRow, VisitStatus } from '../schemas/services.ts';
import { buildServiceProof } from './service-proof.ts';

const property = { id: 'PPPPPPPPPP', name: 'Lindenstraße 12', address: '', keyNumber: null };

function row(
  costType: CostType,
  date: string,
  status: VisitStatus,
  service = 'Dienst',
): ServiceProofRow {
  return {
    entryId: 'EEEEEEEEEE',
    service,
    costType,
    plannedDate: date,
    date,
    anyDay: false,
    holiday: null,
    status,
    worker: null,
    substituteFor: null,
    doneAt: null,
    comment: null,
    photoCount: 0,
  };
}

describe('buildServiceProof', () => {
  it.each([
    // rows, groups (cost type: total/done/missed/skipped/planned), umlagefähig, nicht umlagefähig
    {
      rows: [],
      groups: [],
      allocable: [0, 0, 0, 0, 0],
      notAllocable: [0, 0, 0, 0, 0],
    },
    {
      rows: [
        row('winterService', '2026-01-05', 'done'),
        row('caretaking', '2026-01-07', 'missed'),
        row('caretaking', '2026-01-02', 'done'),
        row('notAllocable', '2026-01-03', 'skipped'),
        row('winterService', '2026-01-06', 'planned'),
      ],
      groups: [
        ['caretaking', 2, 1, 1, 0, 0],
        ['winterService', 2, 1, 0, 0, 1],
        ['notAllocable', 1, 0, 0, 1, 0],
      ],
      allocable: [4, 2, 1, 0, 1],
      notAllocable: [1, 0, 0, 1, 0],
    },
    {
      rows: [row('otherAllocable', '2026-02-01', 'done'), row('gardening', '2026-02-01', 'done')],
      groups: [
        ['gardening', 1, 1, 0, 0, 0],
        ['otherAllocable', 1, 1, 0, 0, 0],
      ],
      allocable: [2, 2, 0, 0, 0],
      notAllocable: [0, 0, 0, 0, 0],
    },
  ])('groups in cost-type order and counts ($rows.length rows)', (c) => {
    const proof = buildServiceProof(property, '2026-01', c.rows);
    const counts = (v: {
      total: number;
      done: number;
      missed: number;
      skipped: number;
      planned: number;
    }) => [v.total, v.done, v.missed, v.skipped, v.planned];
    expect(proof.groups.map((g) => [g.costType, ...counts(g.counts)])).toEqual(c.groups);
    expect(counts(proof.totals.allocable)).toEqual(c.allocable);
    expect(counts(proof.totals.notAllocable)).toEqual(c.notAllocable);
    expect(proof.groups.every((g) => g.allocable === (g.costType !== 'notAllocable'))).toBe(true);
  });

  it('sorts a group by day, then service', () => {
    const proof = buildServiceProof(property, '2026-01', [
      row('caretaking', '2026-01-09', 'done', 'B'),
      row('caretaking', '2026-01-02', 'done', 'Z'),
      row('caretaking', '2026-01-09', 'done', 'A'),
    ]);
    expect(proof.groups[0]!.rows.map((r) => `${r.date} ${r.service}`)).toEqual([
      '2026-01-02 Z',
      '2026-01-09 A',
      '2026-01-09 B',
    ]);
  });
});

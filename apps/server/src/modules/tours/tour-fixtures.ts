import type { Tour, TourVisit } from '@kontor/core/schemas/services';

/** Test data: one worker's week 12 of 2026 with a holiday, a stand-in and an any-day visit. */
export const WORKER = { id: 'WWWWWWWWW1', name: 'Jürgen Müller' };
const ABSENT = { id: 'WWWWWWWWW2', name: 'Anna Schmidt' };

export function visit(plannedDate: string, extra: Partial<TourVisit> = {}): TourVisit {
  return {
    entryId: 'EEEEEEEEE1',
    plannedDate,
    date: plannedDate,
    anyDay: false,
    holiday: null,
    status: 'planned',
    substituteFor: null,
    coveredBy: null,
    doneAt: null,
    doneBy: null,
    comment: null,
    photoCount: 0,
    ...extra,
  };
}

const weekly = {
  type: 'interval' as const,
  every: 1,
  unit: 'weeks' as const,
  startWeek: '2026-01-05',
  endWeek: null,
  days: ['monday' as const],
};

export const TOUR: Tour = {
  worker: WORKER,
  week: '2026-03-16',
  days: [
    '2026-03-16',
    '2026-03-17',
    '2026-03-18',
    '2026-03-19',
    '2026-03-20',
    '2026-03-21',
    '2026-03-22',
  ],
  properties: [
    {
      id: 'PPPPPPPPP1',
      name: 'Lindenstraße 12',
      address: 'Lindenstraße 12\nHinterhaus\n10969 Berlin',
      keyNumber: 101,
      info: 'Schlüssel beim Hausverwalter im EG',
      services: [
        {
          entryId: 'EEEEEEEEE1',
          serviceId: 'SSSSSSSSS1',
          title: 'Treppenhausreinigung',
          costType: 'stairwellCleaning',
          schedule: { ...weekly, days: ['monday', 'thursday'] },
          visits: [
            visit('2026-03-16', { status: 'done', doneAt: '2026-03-16T07:45:00.000Z' }),
            visit('2026-03-19', { holiday: 'Stadtfest', date: '2026-03-20' }),
          ],
        },
        {
          entryId: 'EEEEEEEEE2',
          serviceId: 'SSSSSSSSS2',
          title: 'Gartenpflege',
          costType: 'gardening',
          schedule: { ...weekly, days: ['any'] },
          visits: [visit('2026-03-16', { entryId: 'EEEEEEEEE2', anyDay: true })],
        },
      ],
    },
    {
      id: 'PPPPPPPPP2',
      name: 'Kastanienallee 77',
      address: '',
      keyNumber: null,
      info: '',
      services: [
        {
          entryId: 'EEEEEEEEE3',
          serviceId: 'SSSSSSSSS3',
          title: 'Hauswart',
          costType: 'caretaking',
          schedule: weekly,
          visits: [
            visit('2026-03-17', { entryId: 'EEEEEEEEE3', substituteFor: ABSENT }),
            visit('2026-03-18', {
              entryId: 'EEEEEEEEE3',
              status: 'skipped',
              holiday: 'Betriebsfeier',
            }),
          ],
        },
      ],
    },
  ],
};

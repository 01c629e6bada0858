import { describe, expect, it } from 'vitest';
import {
  createTicketBodySchema,
  ticketListQuerySchema,
  updateTicketBodySchema,
} from './tickets.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe("'Neues Ticket erstellen'", () => {
  const valid = { title: 'Heizung defekt', propertyId: 'prop000001' };

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a title and a property are enough', valid, []],
    ['no title', { ...valid, title: '' }, ['title: Bitte einen Titel angeben']],
    [
      'no property',
      { ...valid, propertyId: null },
      ['propertyId: Bitte ein zugehöriges Objekt auswählen'],
    ],
    ['10 images', { ...valid, images: Array.from({ length: 10 }, (_, i) => `image0000${i}`) }, []],
    [
      '11 images',
      {
        ...valid,
        images: Array.from({ length: 11 }, (_, i) => `image000${String(i).padStart(2, '0')}`),
      },
      ['images: Es können höchstens 10 Bilder ausgewählt werden'],
    ],
  ])('%s', (_name, body, expected) => {
    expect(messagesOf(createTicketBodySchema.safeParse(body))).toEqual(expected);
  });

  it('the state selector takes the three states only', () => {
    expect(updateTicketBodySchema.safeParse({ version: 1, state: 'in_progress' }).success).toBe(
      true,
    );
    expect(updateTicketBodySchema.safeParse({ version: 1, state: 'archived' }).success).toBe(false);
  });
});

describe('list query', () => {
  it('defaults to the open tickets, page 1 of 20', () => {
    expect(ticketListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20, status: 'open' });
  });

  it.each<[Record<string, string>, string[]]>([
    [{ from: '2026-11-01', to: '2026-11-30' }, []],
    [{ from: '2026-11-30', to: '2026-11-30' }, []],
    [
      { from: '2026-11-30', to: '2026-11-01' },
      ['to: Das Bis-Datum darf nicht vor dem Von-Datum liegen'],
    ],
    [{ from: '2026-11-31' }, ['from: Bitte ein gültiges Datum angeben']],
    [{ status: 'archived', ticket: 'tick000001' }, []],
  ])('%j → %j', (query, expected) => {
    expect(messagesOf(ticketListQuerySchema.safeParse(query))).toEqual(expected);
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { HistoryRow } from '@kontor/core/schemas/time-history';
import { ChangeHistoryTable } from './change-history.tsx';

/** The rendered text of the Verlauf (server-side render: no DOM needed). */
const textOf = (rows: HistoryRow[], entity: 'entry' | 'absence' = 'entry') =>
  renderToStaticMarkup(
    createElement(MantineProvider, null, createElement(ChangeHistoryTable, { entity, rows })),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const entry = {
  date: '2026-12-02',
  type: 'work',
  absenceType: null,
  start: '2026-12-02T07:00:00Z',
  end: '2026-12-02T15:00:00Z',
  breaks: [],
  comment: '',
};
const row = (seq: number, extra: Partial<HistoryRow>): HistoryRow => ({
  seq,
  at: '2026-12-03T09:15:00Z',
  entity: 'entry',
  entityId: 'Entry00001',
  userId: 'Worker0001',
  action: 'create',
  actor: { id: 'Office0001', name: 'Olga Büro' },
  reason: null,
  before: null,
  after: entry,
  ...extra,
});

describe('Verlauf', () => {
  it('shows Zeit, Person, Aktion, Änderung alt → neu and Grund in German', () => {
    const text = textOf([
      row(1, {}),
      row(2, {
        action: 'update',
        before: entry,
        after: { ...entry, start: '2026-12-02T06:30:00Z' },
        reason: 'Stundenzettel nachgereicht',
        at: '2026-12-08T16:05:00Z',
      }),
      row(3, { action: 'delete', before: entry, after: null, actor: { id: null, name: 'System' } }),
    ]);
    for (const header of ['Zeit', 'Person', 'Aktion', 'Änderung (alt → neu)', 'Grund']) {
      expect(text).toContain(header);
    }
    expect(text).toContain('03.12.2026 10:15'); // Berlin time of the change
    expect(text).toContain('08.12.2026 17:05');
    expect(text).toContain('Erstellt');
    expect(text).toContain('Beginn: 08:00 Ende: 16:00');
    expect(text).toContain('Geändert Beginn: 08:00 → 07:30 Stundenzettel nachgereicht');
    expect(text).toContain('System Gelöscht Datum: 02.12.2026');
    expect(text).toContain('Olga Büro');
  });

  it('reads an absence in its own words and says when nothing tracked changed', () => {
    const absence = {
      startDate: '2026-11-02',
      endDate: '2026-11-06',
      type: 'vacation',
      state: 'submitted',
    };
    const text = textOf(
      [
        row(1, {
          entity: 'absence',
          action: 'update',
          before: absence,
          after: { ...absence, state: 'approved' },
        }),
        row(2, { entity: 'absence', action: 'update', before: absence, after: absence }),
      ],
      'absence',
    );
    expect(text).toContain('Status: Eingereicht → Genehmigt');
    expect(text).toContain('Keine Änderung der gespeicherten Werte');
  });

  it('says what an empty history means', () => {
    expect(textOf([])).toContain('Noch keine Änderungen gespeichert.');
  });
});

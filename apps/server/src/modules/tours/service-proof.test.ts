import { describe, expect, it } from 'vitest';
import type { ServiceProofRow } from '@kontor/core/schemas/services';
import { buildServiceProof } from '@kontor/core/tours/service-proof';
import { keepPdf, readPdf } from '../../test/pdf-text.ts';
import { serviceProofCsv } from './service-proof-csv.ts';
import { renderServiceProof } from './service-proof-pdf.ts';

const meta = { projectName: 'Hausservice Nord', printedAt: new Date('2026-02-02T08:00:00Z') };
const juergen = { id: 'WWWWWWWWW1', name: 'Jürgen Müller' };
const anna = { id: 'WWWWWWWWW2', name: 'Anna Schmidt' };
const hacker = { id: 'WWWWWWWWW3', name: '=HYPERLINK("x")' };

function row(extra: Partial<ServiceProofRow> & Pick<ServiceProofRow, 'plannedDate'>) {
  return {
    entryId: 'EEEEEEEEE1',
    service: 'Hauswart',
    costType: 'caretaking',
    date: extra.plannedDate,
    anyDay: false,
    holiday: null,
    status: 'done',
    worker: juergen,
    substituteFor: null,
    doneAt: null,
    comment: null,
    photoCount: 0,
    ...extra,
  } satisfies ServiceProofRow;
}

const winter = {
  entryId: 'EEEEEEEEE2',
  service: 'Winterdienst',
  costType: 'winterService',
} as const;
const PROOF = buildServiceProof(
  {
    id: 'PPPPPPPPP1',
    name: 'Lindenstraße 12',
    address: 'Lindenstraße 12\n10969 Berlin',
    keyNumber: 101,
  },
  '2026-01',
  [
    row({ plannedDate: '2026-01-05', doneAt: '2026-01-05T07:45:00.000Z', photoCount: 2 }),
    row({ plannedDate: '2026-01-12', status: 'missed' }),
    row({
      plannedDate: '2026-01-19',
      worker: anna,
      substituteFor: juergen,
      doneAt: '2026-01-19T13:10:00.000Z',
    }),
    row({
      ...winter,
      plannedDate: '2026-01-07',
      doneAt: '2026-01-07T05:30:00.000Z',
      comment: 'Gestreut; Gehweg frei',
      photoCount: 1,
    }),
    row({
      ...winter,
      plannedDate: '2026-01-08',
      worker: hacker,
      doneAt: '2026-01-08T06:02:00.000Z',
      comment: 'Sagte "fertig"',
    }),
    row({ ...winter, plannedDate: '2026-01-31', status: 'planned', worker: juergen }),
    row({
      entryId: 'EEEEEEEEE3',
      service: 'Sonderreinigung',
      costType: 'notAllocable',
      plannedDate: '2026-01-01',
      status: 'skipped',
      holiday: 'Neujahr',
      worker: null,
    }),
  ],
);

describe('Leistungsnachweis', () => {
  it('prints the visits by cost type, the clearances with their times and the totals', async () => {
    const pdf = await renderServiceProof(PROOF, meta);
    keepPdf('service-proof.pdf', pdf);
    const { pages } = await readPdf(pdf);
    expect(pages.map((p) => [p.width.toFixed(2), p.height.toFixed(2)])).toEqual([
      ['595.28', '841.89'],
    ]);
    expect(pages[0]!.lines).toEqual([
      'Hausservice Nord',
      'Leistungsnachweis Januar 2026',
      'Objekt: Lindenstraße 12',
      'Adresse: Lindenstraße 12, 10969 Berlin',
      'Hauswart (umlagefähig)',
      'Geplant Leistung Status Ausgeführt von Erledigt am Fotos',
      'Mo 05.01. Hauswart erledigt Jürgen Müller 05.01.2026 08:45 2',
      'Mo 12.01. Hauswart nicht erledigt Jürgen Müller 0',
      'Mo 19.01. Hauswart erledigt Anna Schmidt (Vertretung für Jürgen Müller) 19.01.2026 14:10 0',
      '3 Besuche: 2 erledigt, 1 nicht erledigt, 0 entfallen, 0 geplant',
      'Winterdienst (umlagefähig)',
      'Geplant Leistung Status Ausgeführt von Erledigt am Fotos',
      'Mi 07.01. Winterdienst erledigt Jürgen Müller 07.01.2026 06:30 1',
      'Do 08.01. Winterdienst erledigt =HYPERLINK("x") 08.01.2026 07:02 0',
      'Sa 31.01. Winterdienst geplant Jürgen Müller 0',
      '3 Besuche: 2 erledigt, 0 nicht erledigt, 0 entfallen, 1 geplant',
      'Winterdienst – Räumungen',
      'Datum Uhrzeit Ausgeführt von Bemerkung Fotos',
      '07.01.2026 06:30 Jürgen Müller Gestreut; Gehweg frei 1',
      '08.01.2026 07:02 =HYPERLINK("x") Sagte "fertig" 0',
      'nicht umlagefähig',
      'Geplant Leistung Status Ausgeführt von Erledigt am Fotos',
      'Do 01.01. Sonderreinigung entfällt 0',
      '1 Besuch: 0 erledigt, 0 nicht erledigt, 1 entfallen, 0 geplant',
      'Summen nach § 2 BetrKV',
      'Kosten Besuche erledigt nicht erledigt entfallen geplant',
      'umlagefähig 6 4 1 0 1',
      'nicht umlagefähig 1 0 0 1 0',
      'Gedruckt am 02.02.2026 um 09:00 Uhr Seite 1 von 1',
    ]);
  });

  it('says so for a month without visits', async () => {
    const empty = buildServiceProof(PROOF.property, '2026-02', []);
    const { text } = await readPdf(await renderServiceProof(empty, meta));
    expect(text).toContain('In diesem Monat waren keine Besuche geplant.');
    expect(text).toContain('umlagefähig 0 0 0 0 0');
  });

  it('writes the CSV for German Excel, one row per visit, user text defused', () => {
    const csv = serviceProofCsv(PROOF);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Objekt;Monat;Kostenart;Umlagefähig;Leistung;Geplant am;Fällig am;Status;Ausgeführt von;Vertretung für;Erledigt am;Uhrzeit;Fotos;Bemerkung;Feiertag',
      'Lindenstraße 12;Januar 2026;Hauswart;ja;Hauswart;05.01.2026;05.01.2026;erledigt;Jürgen Müller;;05.01.2026;08:45;2;;',
      'Lindenstraße 12;Januar 2026;Hauswart;ja;Hauswart;12.01.2026;12.01.2026;nicht erledigt;Jürgen Müller;;;;0;;',
      'Lindenstraße 12;Januar 2026;Hauswart;ja;Hauswart;19.01.2026;19.01.2026;erledigt;Anna Schmidt;Jürgen Müller;19.01.2026;14:10;0;;',
      'Lindenstraße 12;Januar 2026;Winterdienst;ja;Winterdienst;07.01.2026;07.01.2026;erledigt;Jürgen Müller;;07.01.2026;06:30;1;"Gestreut; Gehweg frei";',
      `Lindenstraße 12;Januar 2026;Winterdienst;ja;Winterdienst;08.01.2026;08.01.2026;erledigt;"'=HYPERLINK(""x"")";;08.01.2026;07:02;0;"Sagte ""fertig""";`,
      'Lindenstraße 12;Januar 2026;Winterdienst;ja;Winterdienst;31.01.2026;31.01.2026;geplant;Jürgen Müller;;;;0;;',
      'Lindenstraße 12;Januar 2026;nicht umlagefähig;nein;Sonderreinigung;01.01.2026;01.01.2026;entfällt;;;;;0;;Neujahr',
      '',
    ]);
  });
});

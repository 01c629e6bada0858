import { describe, expect, it } from 'vitest';
import type { Tour } from '@kontor/core/schemas/services';
import { keepPdf, NAMES_BEYOND_LATIN1, pdfFonts, readPdf } from '../../test/pdf-text.ts';
import { TOUR, visit, WORKER } from './tour-fixtures.ts';
import { renderTourSheet } from './tour-sheet-pdf.ts';

const meta = { projectName: 'Hausservice Nord', printedAt: new Date('2026-03-13T06:05:00Z') };

describe('renderTourSheet', () => {
  it('prints the week per property: address, key number, info, a line per visit, signature', async () => {
    const pdf = await renderTourSheet(TOUR, meta);
    keepPdf('tour-sheet.pdf', pdf);
    const { pages } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.lines).toEqual([
      'Hausservice Nord',
      'Tourenplan KW 12 – Jürgen Müller',
      'Woche: 16.03.2026 – 22.03.2026',
      'Lindenstraße 12',
      'Lindenstraße 12',
      'Hinterhaus',
      '10969 Berlin',
      'Schlüssel-Nr.: 101',
      'Info: Schlüssel beim Hausverwalter im EG',
      'Tag Leistung Hinweis Erledigt',
      'Beliebig Gartenpflege',
      'Mo 16.03. Treppenhausreinigung',
      'Fr 20.03. Treppenhausreinigung Feiertag: Stadtfest – verschoben vom 19.03.',
      'Kastanienallee 77',
      'Tag Leistung Hinweis Erledigt',
      'Di 17.03. Hauswart vertritt Anna Schmidt',
      'Mi 18.03. Hauswart Feiertag: Betriebsfeier – entfällt',
      'Datum Unterschrift',
      'Gedruckt am 13.03.2026 um 07:05 Uhr Seite 1 von 1',
    ]);
  });

  it('breaks a long tour onto more pages, repeating the table header', async () => {
    const [property] = TOUR.properties;
    const many: Tour = {
      ...TOUR,
      properties: Array.from({ length: 12 }, (_, i) => ({
        ...property!,
        id: `PPPPPPPP${String(i).padStart(2, '0')}`,
        name: `Objekt ${i + 1}`,
        services: [
          {
            ...property!.services[0]!,
            visits: TOUR.days.map((day) => visit(day)),
          },
        ],
      })),
    };
    const pdf = await renderTourSheet(many, meta);
    keepPdf('tour-sheet-long.pdf', pdf);
    const { pages, text } = await readPdf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page.lines.at(-1)).toContain(`Seite ${i + 1} von ${pages.length}`);
      if (i > 0) {
        expect(page.lines[0]).toBe(
          'Hausservice Nord · Tourenplan KW 12 – Jürgen Müller (Fortsetzung)',
        );
        // A page never starts with a visit line without its header row.
        const firstVisit = page.lines.findIndex((l) => l.includes('Treppenhausreinigung'));
        const header = page.lines.indexOf('Tag Leistung Hinweis Erledigt');
        expect(header).toBeGreaterThan(-1);
        expect(header).toBeLessThan(firstVisit);
      }
      // A property's name never ends a page without its visits.
      const last = page.lines.at(-2)!;
      expect(last, `page ${i + 1}`).not.toMatch(/^(Objekt \d+|Info: .*)$/);
    });
    expect(text.match(/Treppenhausreinigung/g)).toHaveLength(12 * 7);
    expect(text.match(/^Objekt \d+$/gm)).toHaveLength(12);
    expect(pages.at(-1)!.lines).toContain('Datum Unterschrift');
  });

  it('keeps names beyond Latin-1 in the text (embedded DejaVu, no built-in Helvetica)', async () => {
    const [property] = TOUR.properties;
    const names = NAMES_BEYOND_LATIN1;
    const tour: Tour = {
      ...TOUR,
      worker: { ...WORKER, name: 'Mehmet Yılmaz' },
      properties: [
        {
          ...property!,
          name: 'Şahin-Hof',
          info: names,
          services: [
            {
              ...property!.services[0]!,
              visits: [
                visit('2026-03-16', { substituteFor: { id: 'WWWWWWWWW3', name: 'Nguyễn' } }),
              ],
            },
          ],
        },
      ],
    };
    const pdf = await renderTourSheet(tour, { ...meta, projectName: 'Ödön & Łukasz GbR' });
    keepPdf('tour-sheet-names.pdf', pdf);
    const { text } = await readPdf(pdf);
    expect(text).toContain('Ödön & Łukasz GbR');
    expect(text).toContain('Tourenplan KW 12 – Mehmet Yılmaz');
    expect(text).toContain('Şahin-Hof');
    expect(text).toContain(`Info: ${names}`);
    expect(text).toContain('vertritt Nguyễn');
    expect(pdfFonts(pdf)).toEqual(['DejaVuSansCondensed', 'DejaVuSansCondensed-Bold']);
  });

  it('says so when the week has no visit', async () => {
    const pdf = await renderTourSheet({ ...TOUR, properties: [] }, meta);
    const { text } = await readPdf(pdf);
    expect(text).toContain('In dieser Woche sind keine Besuche geplant.');
    expect(text).toContain('Unterschrift');
  });
});

describe('pdf table cells', () => {
  it('cut a text too long for its column to one line with an ellipsis', async () => {
    const long = 'Sehr lange Leistungsbezeichnung '.repeat(6).trim();
    const [property] = TOUR.properties;
    const tour: Tour = {
      ...TOUR,
      properties: [
        {
          ...property!,
          services: [{ ...property!.services[0]!, title: long, visits: [visit('2026-03-16')] }],
        },
      ],
    };
    const { pages } = await readPdf(await renderTourSheet(tour, meta));
    const line = pages[0]!.lines.find((l) => l.startsWith('Mo 16.03.'))!;
    expect(line).toMatch(/^Mo 16\.03\. Sehr lange Leistungsbezeichnung .*…$/);
    expect(line.length).toBeLessThan(long.length);
    expect(pages[0]!.lines.filter((l) => l.includes('Leistungsbezeichnung'))).toHaveLength(1);
  });
});

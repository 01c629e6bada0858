import { MONTH_NAMES } from '../time-tracking/messages.ts';
import { lodasValue, type LodasLine } from './lodas-lines.ts';

/** Satzart 1 of the movement data: DATEV's standard booking table and the fields we send. */
export const LODAS_RECORD_DESCRIPTION =
  '1;u_lod_bwd_buchung_standard;abrechnung_zeitraum#bwd;pnr#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;';

/** Bearbeitungsschlüssel 1: the value is hours (every Kontor figure is a number of hours). */
export const HOURS_KEY = 1;

/**
 * The text of a LODAS ASCII import file (DATEV 'LODAS ASCII-Import', docs/payroll.md):
 * [Allgemein] names the target, the interface version, Berater- and Mandantennummer and the
 * format (';' between fields, decimal comma, dates TT.MM.JJJJ, '*' starts a comment);
 * [Satzbeschreibung] declares Satzart 1 as u_lod_bwd_buchung_standard with period, Personalnummer,
 * own wage type, Bearbeitungsschlüssel and value; [Bewegungsdaten] holds one line per employee
 * and wage type. Lines end with CRLF; windows1252() makes the bytes LODAS reads (ANSI).
 */
export function lodasFile(input: {
  consultantNumber: number;
  clientNumber: number;
  year: number;
  month: number;
  lines: readonly LodasLine[];
}): string {
  const period = `01.${String(input.month).padStart(2, '0')}.${input.year}`;
  const rows = [
    '[Allgemein]',
    'Ziel=LODAS',
    'Version_SST=1.0',
    `BeraterNr=${input.consultantNumber}`,
    `MandantenNr=${input.clientNumber}`,
    'Feldtrennzeichen=;',
    'Zahlenkomma=,',
    'Datumsformat=TT.MM.JJJJ',
    'Kommentarzeichen=*',
    `* Kontor: Bewegungsdaten ${MONTH_NAMES[input.month - 1]} ${input.year}`,
    '[Satzbeschreibung]',
    LODAS_RECORD_DESCRIPTION,
    '[Bewegungsdaten]',
    ...input.lines.map(
      (l) =>
        `1;${period};${l.personnelNumber};${l.wageType};${HOURS_KEY};${lodasValue(l.centiHours)};`,
    ),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

// Windows-1252 differs from Latin-1 only in 0x80–0x9F; these are the characters placed there.
const CP1252_HIGH: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

/** The text as Windows-1252 (ANSI) bytes; a character it lacks becomes '?'. */
export function windows1252(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(CP1252_HIGH[code] ?? 0x3f);
  }
  return Uint8Array.from(bytes);
}

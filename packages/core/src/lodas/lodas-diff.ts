import type { LodasLine } from './lodas-lines.ts';

/** A wage type of an employee whose value changed since the export (null: no line). */
export interface LodasChange {
  personnelNumber: number;
  wageType: number;
  before: number | null;
  after: number | null;
}

const keyOf = (l: Pick<LodasLine, 'personnelNumber' | 'wageType'>) =>
  `${l.personnelNumber}:${l.wageType}`;

/** What changed from the exported lines to today's, per employee and wage type, sorted. */
export function lodasChanges(
  exported: readonly LodasLine[],
  current: readonly LodasLine[],
): LodasChange[] {
  const before = new Map(exported.map((l) => [keyOf(l), l]));
  const after = new Map(current.map((l) => [keyOf(l), l]));
  const changes: LodasChange[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(key);
    const a = after.get(key);
    if (b?.centiHours === a?.centiHours) continue;
    const line = (a ?? b)!;
    changes.push({
      personnelNumber: line.personnelNumber,
      wageType: line.wageType,
      before: b?.centiHours ?? null,
      after: a?.centiHours ?? null,
    });
  }
  return changes.sort((x, y) => x.personnelNumber - y.personnelNumber || x.wageType - y.wageType);
}

/** The lines in one canonical text, for the export's checksum (the same lines: the same text). */
export function canonicalLines(lines: readonly LodasLine[]): string {
  return [...lines]
    .sort((a, b) => a.personnelNumber - b.personnelNumber || a.wageType - b.wageType)
    .map((l) => `${l.personnelNumber};${l.wageType};${l.centiHours}`)
    .join('\n');
}

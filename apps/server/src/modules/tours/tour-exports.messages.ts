import { MONTH_NAMES } from '@kontor/core/time-tracking/index';

/** German texts of the tour sheet, the Leistungsnachweis and the calendar feed. */
export const tourExportMessages = {
  // Tourenplan (PDF)
  sheetTitle: (week: number | null, worker: string) =>
    week === null ? `Tourenplan – ${worker}` : `Tourenplan KW ${week} – ${worker}`,
  sheetPeriod: (from: string, to: string) => `Woche: ${from} – ${to}`,
  keyNumber: 'Schlüssel-Nr.',
  info: 'Info',
  day: 'Tag',
  service: 'Leistung',
  note: 'Hinweis',
  tick: 'Erledigt',
  anyDay: 'Beliebig',
  holiday: (name: string) => `Feiertag: ${name}`,
  holidaySkipped: (name: string) => `Feiertag: ${name} – entfällt`,
  holidayMoved: (name: string, from: string) => `Feiertag: ${name} – verschoben vom ${from}`,
  substituteFor: (name: string) => `vertritt ${name}`,
  coveredBy: (name: string) => `übernimmt ${name}`,
  notCovered: 'keine Vertretung verfügbar',
  noVisits: 'In dieser Woche sind keine Besuche geplant.',
  signatureDate: 'Datum',
  signature: 'Unterschrift',
  // Leistungsnachweis (PDF, CSV)
  proofTitle: (month: string) => `Leistungsnachweis ${monthLabel(month)}`,
  property: 'Objekt',
  address: 'Adresse',
  plannedDate: 'Geplant',
  costType: 'Kostenart',
  status: 'Status',
  doneBy: 'Ausgeführt von',
  doneAt: 'Erledigt am',
  photos: 'Fotos',
  comment: 'Bemerkung',
  standIn: (name: string) => `Vertretung für ${name}`,
  allocable: 'umlagefähig',
  notAllocable: 'nicht umlagefähig',
  groupTitle: (label: string, allocable: boolean) => (allocable ? `${label} (umlagefähig)` : label),
  counts: (c: { total: number; done: number; missed: number; skipped: number; planned: number }) =>
    `${c.total} ${c.total === 1 ? 'Besuch' : 'Besuche'}: ${c.done} erledigt, ${c.missed} nicht erledigt, ${c.skipped} entfallen, ${c.planned} geplant`,
  winterTitle: 'Winterdienst – Räumungen',
  winterDate: 'Datum',
  winterTime: 'Uhrzeit',
  noWinter: 'Keine Räumungen in diesem Monat.',
  totalsTitle: 'Summen nach § 2 BetrKV',
  totalsKind: 'Kosten',
  visits: 'Besuche',
  done: 'erledigt',
  missed: 'nicht erledigt',
  skipped: 'entfallen',
  planned: 'geplant',
  noProofVisits: 'In diesem Monat waren keine Besuche geplant.',
  // Calendar feed
  feedName: (worker: string) => `Kontor Tour – ${worker}`,
  eventSummary: (service: string, property: string) => `${service} – ${property}`,
  eventSkipped: 'Entfällt',
  eventStatus: (label: string) => `Status: ${label}`,
  feedNotFound: 'Kalender nicht gefunden',
  feedWorkerNotMember: 'Dieser Arbeiter gehört nicht zu diesem Projekt',
  feedNeedsPublicUrl:
    'Der Kalender-Link kann nicht erstellt werden: Die öffentliche Adresse des Servers ist nicht eingestellt. Bitte lassen Sie Ihre Administration die Einstellung PUBLIC_URL setzen (z. B. https://kontor.example.de).',
} as const;

/** '2026-03' → 'März 2026'. */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

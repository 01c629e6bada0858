/** The German texts the time importers put into the import report (docs/import.md, 'Zeiterfassung'). */
import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import { formatDate, formatHours, messages } from '@kontor/core/time-tracking/index';

const hours = (minutes: number) => `${formatHours(minutes)} h`;

export const timeImportMessages = {
  missingPointer: (field: string, className: string, id: string | undefined) =>
    id
      ? `Verweis ${field} zeigt auf ein nicht importiertes Objekt (${className} ${id}).`
      : `Verweis ${field} fehlt.`,
  invalidField: (field: string, value: unknown) =>
    `Ungültiger Wert in ${field}: ${JSON.stringify(value) ?? 'leer'}.`,
  unknownValue: (field: string, value: unknown) =>
    `Unbekannter Wert in ${field}: ${JSON.stringify(value) ?? 'leer'}.`,
  recordOverlap: timeApiMessages.recordOverlap,
  monthsRounded: (from: string, to: string) =>
    `Kontor führt Records in ganzen Monaten: Zeitraum ${formatDate(from)} – ${formatDate(to)} auf ganze Monate gelegt.`,
  settingsDefaulted: (fields: readonly string[]) =>
    `Zeiteinstellungen fehlen (${fields.join(', ')}); Kontors Standardwerte eingesetzt.`,
  formerNotImported: (id: string) =>
    `Vorheriger Record ${id} ist nicht importiert; der Übertrag der Quelle gilt.`,
  noRecordForDay: messages.absence.noRecord,
  notAHolidayType: (type: unknown) =>
    `Nur Feiertage (type 'holiday') werden übernommen, nicht ${JSON.stringify(type)}.`,
  holidayMissing: (id: string) => `Feiertag ${id} ist nicht importiert und fehlt im Template.`,
  surchargeWork: 'Die Zuschlagsart „work“ war im Altsystem deaktiviert und fehlt in Kontor.',
  weekdayUnknown: (value: unknown) =>
    `Wochentag ${JSON.stringify(value)} nicht erkannt und weggelassen.`,
  absenceOverlap: (from: string, to: string) =>
    messages.absence.overlapsAbsences(`${formatDate(from)} – ${formatDate(to)}`),
  absenceOverEntries: (from: string, to: string) =>
    messages.absence.overlapsEntries(`${formatDate(from)} – ${formatDate(to)}`),
  endBeforeStart: messages.workTime.endBeforeStart,
  startNotOnDay: messages.workTime.startNotOnDay,
  timeMissing: 'Der Tag hat keine Zeit mit Beginn und Ende.',
  severalTimes: 'Mehrere Zeiten in einem Day-Objekt werden nicht übernommen.',
  entryOverlap: messages.workTime.overlap,
  entryOnAbsenceDay: timeApiMessages.noTimeOnAbsence,
  absenceTypeMissing: 'Art der Abwesenheit fehlt (weder am Tag noch an der Abwesenheit).',
  breakOutside: (index: number) => `Pause ${index + 1} liegt nicht innerhalb der Zeit.`,
  pausePlaced: (minutes: number, at: string) =>
    `Pause von ${minutes} Min. ohne Pausenzeiten: als Pause ab ${at} eingetragen.`,
  saldoDiffers: (employee: string, period: string, source: number, kontor: number) =>
    `Saldo weicht ab: ${employee} ${period}: Quelle ${hours(source)}, Kontor ${hours(kontor)}`,
  yearPeriod: (year: number) => `${year} (Jahr)`,
  carryDiffers: (
    employee: string,
    year: number,
    parts: { saldo?: [number, number]; vacation?: [number, number] },
  ) => {
    const saldo =
      parts.saldo && `Saldo Quelle ${hours(parts.saldo[0])}, Kontor ${hours(parts.saldo[1])}`;
    const vacation =
      parts.vacation && `Urlaub Quelle ${parts.vacation[0]} Tage, Kontor ${parts.vacation[1]} Tage`;
    return `Übertrag weicht ab: ${employee} ${year}: ${[saldo, vacation].filter(Boolean).join('; ')}. Der Übertrag der Quelle gilt; der Record ist nicht mit dem vorherigen verknüpft.`;
  },
} as const;

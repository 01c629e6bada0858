import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from './schemas/notifications.ts';
import { absenceSummary, NOTIFICATION_TITLES, notificationTexts } from './notification-texts.ts';

const vacation = { type: 'vacation', startDate: '2026-12-01', endDate: '2026-12-05' } as const;

describe('notification texts', () => {
  it('has a German title for every kind', () => {
    for (const kind of NOTIFICATION_KINDS) expect(NOTIFICATION_TITLES[kind]).toMatch(/^[A-ZÄÖÜ]/);
  });

  it.each([
    [vacation, 'Urlaub 01.12.2026 – 05.12.2026'],
    [{ type: 'illness', startDate: '2026-03-09', endDate: '2026-03-09' }, 'Krankheit 09.03.2026'],
    [
      { type: 'compensation_times', startDate: '2026-12-31', endDate: '2027-01-02' },
      'Ausgleich 31.12.2026 – 02.01.2027',
    ],
  ] as const)('names an absence by type and period: %o', (absence, expected) => {
    expect(absenceSummary(absence)).toBe(expected);
  });

  it.each([
    [
      notificationTexts.taskAssigned({
        title: 'Treppenhaus reinigen',
        propertyName: 'Hauptstr. 1',
      }),
      'Neue Aufgabe',
      'Treppenhaus reinigen – Hauptstr. 1',
    ],
    [
      notificationTexts.formSubmitted('Kontaktformular', 'ABCDEFGHIJ'),
      'Neue Einsendung',
      'Kontaktformular (Nr. ABCDEFGHIJ)',
    ],
    [
      notificationTexts.taskAssigned({ title: 'Ohne Objekt', propertyName: '' }),
      'Neue Aufgabe',
      'Ohne Objekt',
    ],
    [
      notificationTexts.taskExecuted({ title: 'Laub fegen' }, 'Erika Muster'),
      'Aufgabe ausgeführt',
      'Erika Muster hat „Laub fegen“ als ausgeführt gemeldet',
    ],
    [
      notificationTexts.ticketCreated({ title: 'Tür klemmt', propertyName: 'Am Markt 3' }),
      'Neues Ticket',
      'Tür klemmt – Am Markt 3',
    ],
    [
      notificationTexts.absenceSubmitted(vacation, 'Max Mustermann'),
      'Abwesenheit eingereicht',
      'Max Mustermann: Urlaub 01.12.2026 – 05.12.2026',
    ],
    [
      notificationTexts.absenceApproved(vacation),
      'Abwesenheit genehmigt',
      'Urlaub 01.12.2026 – 05.12.2026 wurde genehmigt.',
    ],
    [
      notificationTexts.absenceRefused(vacation, 'Zu viele Kollegen im Urlaub'),
      'Abwesenheit abgelehnt',
      'Urlaub 01.12.2026 – 05.12.2026 wurde abgelehnt.\nBegründung: Zu viele Kollegen im Urlaub',
    ],
    [
      notificationTexts.absenceRefused(vacation, ''),
      'Abwesenheit abgelehnt',
      'Urlaub 01.12.2026 – 05.12.2026 wurde abgelehnt.',
    ],
    [
      notificationTexts.memberJoined('Erika Muster'),
      'Neues Mitglied',
      'Erika Muster hat die Einladung angenommen',
    ],
  ])('%o', (text, title, body) => {
    expect(text).toEqual({ title, body });
  });
});

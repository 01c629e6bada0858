import { describe, expect, it } from 'vitest';
import { nameFromLabel } from './field-editor.ts';

describe('nameFromLabel (the technical name proposed from the label)', () => {
  it.each([
    ['Vorname', 'vorname'],
    ['E-Mail-Adresse', 'e_mail_adresse'],
    ['Straße und Hausnummer', 'strasse_und_hausnummer'],
    ['Größe in cm', 'groesse_in_cm'],
    ['Übungsleiter', 'uebungsleiter'],
    ['ÄÖÜ äöü', 'aeoeue_aeoeue'],
    ['  Telefon (mobil)  ', 'telefon_mobil'],
    ['Café Crème', 'cafe_creme'],
    ['Łukasz Yılmaz', 'lukasz_yilmaz'],
    ['1. Wunsch', '1_wunsch'],
    ['!!!', ''],
    ['', ''],
  ])('%s → %s', (label, name) => {
    expect(nameFromLabel(label, [])).toBe(name);
  });

  it('is unique within the form, compared without case like the server', () => {
    expect(nameFromLabel('E-Mail', ['e_mail'])).toBe('e_mail_2');
    expect(nameFromLabel('E-Mail', ['E_MAIL', 'e_mail_2'])).toBe('e_mail_3');
    expect(nameFromLabel('Vorname', ['nachname'])).toBe('vorname');
  });

  it('stays within the 60 characters of a name, also with a number', () => {
    const long = 'Sehr langer Feldname '.repeat(6);
    const name = nameFromLabel(long, []);
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name.endsWith('_')).toBe(false);
    const second = nameFromLabel(long, [name]);
    expect(second).toMatch(/_2$/);
    expect(second.length).toBeLessThanOrEqual(60);
  });
});

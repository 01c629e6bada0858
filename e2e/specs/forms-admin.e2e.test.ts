import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { mailCount, waitForMail } from '../support/mailbox.ts';

const mailDir = inject('mailDir');
const suffix = Math.random().toString(36).slice(2, 7);
const PROJECT = `Turnverein ${suffix}`;
const DOMAIN = `turnverein-${suffix}.example`;

let s: AdminSession;

describe("'Formulare': create a form, its fields and its settings", () => {
  beforeAll(async () => {
    s = await openAdminSession();
    await openNewProject(s, PROJECT, ['/forms'], async (projectId) => {
      const params = { path: { projectId } };
      const settings = await unwrap(
        s.api.GET('/api/projects/{projectId}/admin/settings', { params }),
      );
      await unwrap(
        s.api.PUT('/api/projects/{projectId}/admin/settings', {
          params,
          body: { ...settings, site: { ...settings.site, domain: DOMAIN } },
        }),
      );
    });
  });
  afterAll(() => closeAdminSession(s));

  it("creates a form with 'Neu' (name 5-36, 'Pflichtfeld')", async () => {
    const { page, shell } = s;
    await shell.sidebarLink('Formulare').click();
    await shell.heading('Formulare').waitFor();
    await page.getByText('Keine Formulare vorhanden').waitFor();
    await expectAccessible(page, 'Formulare');

    await page.getByRole('button', { name: 'Neu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Formular' });
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await dialog.getByText('Pflichtfeld', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Kurs');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await dialog.getByText('Die Mindestlänge beträgt 5').waitFor();
    await expectAccessible(page, 'Neues Formular');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Kursanmeldung');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('Formular erstellt').waitFor();
    await shell.heading('Kursanmeldung').waitFor();
    await page.getByRole('tab', { name: 'Felder', selected: true }).waitFor();
  });

  it('adds three fields through the field dialog, with the §5 messages', async () => {
    const { page, shell } = s;
    const addField = async (name: string, type: string, fill = async () => {}) => {
      await page.getByRole('button', { name: 'Feld hinzufügen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Feld hinzufügen' });
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await dialog.getByRole('textbox', { name: 'Typ' }).click();
      await page.getByRole('option', { name: type, exact: true }).click();
      await fill();
      return dialog;
    };

    const first = await addField('email', 'E-Mail');
    await first.getByRole('checkbox', { name: 'Pflichtfeld' }).check();
    await first.getByRole('button', { name: 'Übernehmen' }).click();
    await shell.toast('Daten aktualisiert').waitFor();
    await first.waitFor({ state: 'hidden' });

    // A second field of the same name is refused beside the input; confirm waits.
    const second = await addField('Email', 'Auswahl');
    await second.getByText('Name existiert bereits').waitFor();
    await second.getByText('Optionen sind ein Pflichtfeld').waitFor();
    const confirm = second.getByRole('button', { name: 'Übernehmen' });
    expect(await confirm.isDisabled()).toBe(true);
    await expectAccessible(page, 'Feld hinzufügen');
    await second.getByRole('textbox', { name: 'Name', exact: true }).fill('kurs');
    await second.getByRole('button', { name: 'Option hinzufügen' }).click();
    await second.getByRole('textbox', { name: 'Bezeichnung 1' }).fill('Yoga');
    await second.getByText('Mindestens 2 Optionen sind erforderlich').waitFor();
    await second.getByRole('button', { name: 'Option hinzufügen' }).click();
    await second.getByRole('textbox', { name: 'Bezeichnung 2' }).fill('Pilates');
    await second.getByRole('textbox', { name: 'Wert 1' }).fill('yoga');
    await second.getByRole('textbox', { name: 'Wert 2' }).fill('pilates');
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    await confirm.click();
    await second.waitFor({ state: 'hidden' });

    const third = await addField('zustimmung', 'Checkbox');
    await third.getByRole('textbox', { name: 'Beschreibung' }).fill('x');
    await third.getByRole('textbox', { name: 'Beschreibung' }).fill('');
    await third.getByText('Beschreibung ist ein Pflichtfeld').waitFor();
    await third.getByRole('textbox', { name: 'Beschreibung' }).fill('Ich möchte den Newsletter');
    await third.getByRole('button', { name: 'Übernehmen' }).click();
    await third.waitFor({ state: 'hidden' });

    const list = page.getByRole('list', { name: 'Felder' });
    for (const name of ['email', 'kurs', 'zustimmung']) {
      await list.getByText(name, { exact: true }).waitFor();
    }
    await expectAccessible(page, 'Felder');

    await list.getByRole('button', { name: 'zustimmung löschen' }).click();
    const question = page.getByRole('dialog', { name: 'Feld löschen' });
    await question
      .getByText(
        'Möchten Sie dieses Feld wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.',
      )
      .waitFor();
    await expectAccessible(page, 'Feld löschen');
    await question.getByRole('button', { name: 'Abbrechen' }).click();
    await list.getByText('zustimmung', { exact: true }).waitFor();
  });

  it('changes the settings: recipients, response with the domain hint, test mail', async () => {
    const { page, shell } = s;
    await shell.waitForToastsGone();
    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    const addRecipient = page.getByRole('button', { name: 'Empfänger hinzufügen' });
    expect(await addRecipient.isDisabled()).toBe(true);
    await page.getByRole('switch', { name: 'Benachrichtigung' }).check();
    for (let i = 1; i <= 5; i++) {
      await addRecipient.click();
      await page.getByRole('textbox', { name: `E-Mail ${i}` }).fill(`vorstand${i}@${DOMAIN}`);
    }
    expect(await addRecipient.isDisabled()).toBe(true);

    const sender = page.getByRole('textbox', { name: 'Absenderadresse' });
    expect(await sender.isDisabled()).toBe(true);
    await page.getByRole('switch', { name: 'Automatische Antwort' }).check();
    await page.getByText(`Die Absenderadresse muss auf @${DOMAIN} enden`).waitFor();
    await page.getByRole('textbox', { name: 'Antworttext' }).fill('Danke für Ihre Anmeldung!');
    await sender.fill('info@fremd.example');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(`Die Absenderadresse muss auf @${DOMAIN} enden`).nth(1).waitFor();
    await sender.fill(`info@${DOMAIN}`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Daten aktualisiert').waitFor();
    await expectAccessible(page, 'Einstellungen');

    const before = mailCount(mailDir);
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`pruefer@${DOMAIN}`);
    await page.getByRole('button', { name: 'Test E-Mail senden' }).click();
    await shell.toast('Test E-Mail gesendet').waitFor();
    const mail = await waitForMail(mailDir, `pruefer@${DOMAIN}`, before);
    // Fixed wording in the subject; the form's name only as a quoted line (docs/security.md).
    expect(mail.subject).toBe('Kontor: Test-E-Mail eines Formulars');
    expect(mail.text).toContain('Formular: „Kursanmeldung“');
    expect(mail.text).toContain('Danke für Ihre Anmeldung!');

    // Saved: a reload shows the settings as they were stored.
    await page.reload();
    await page.getByRole('textbox', { name: 'E-Mail 5' }).waitFor();
    expect(await sender.inputValue()).toBe(`info@${DOMAIN}`);
  });

  it("shows 'Formular nicht gefunden' for an unknown form", async () => {
    const { page } = s;
    await page.goto('/forms/ZZZZZZZZZZ');
    await page.getByRole('heading', { name: 'Formular nicht gefunden' }).waitFor();
    await expectAccessible(page, 'Formular nicht gefunden');
  });
});

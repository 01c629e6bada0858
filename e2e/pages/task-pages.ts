import type { Page } from 'playwright-core';

const escaped = (text: string) => text.replace(/[()]/g, '\\$&');

/** The task pages: page switch, tabs, rows, bulk steps, the info slide-in and the dialogs. */
export class TaskPages {
  constructor(private readonly page: Page) {}

  get table() {
    return this.page.getByRole('table');
  }

  row(title: string) {
    return this.table.locator('tbody tr').filter({ hasText: title });
  }

  /** A tab of 'Aktive Aufgaben' (its name ends with the count). */
  tab(label: string) {
    return this.page.getByRole('tab', { name: new RegExp(`^${escaped(label)}`) });
  }

  /** An entry of the page switch ('Aktiv (3)', 'Ausgeführt (1)', …). */
  pageSwitch(label: string) {
    return this.page
      .getByRole('radiogroup', { name: 'Aufgabenseite' })
      .getByText(new RegExp(`^${escaped(label)}`));
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  /** The info slide-in; exact, so a closing 'Aufgabe löschen' dialog does not match it too. */
  get info() {
    return this.page.getByRole('dialog', { name: 'Aufgabe', exact: true });
  }

  async openInfo(title: string) {
    await this.row(title)
      .getByRole('button', { name: `Info öffnen: ${title}` })
      .click();
    await this.info.getByText(title).first().waitFor();
  }

  async select(...titles: string[]) {
    for (const title of titles) {
      await this.row(title).getByRole('checkbox', { name: 'Zeile auswählen' }).check();
    }
  }

  /** Runs a bulk step on the selected rows and confirms it. */
  async bulk(label: string, confirmLabel = label) {
    await this.page.getByRole('button', { name: label, exact: true }).click();
    const confirm = this.dialog(label);
    await confirm.getByRole('button', { name: confirmLabel, exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
  }
}

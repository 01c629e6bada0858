import type { Page } from 'playwright-core';

/** The ticket list: its page tabs, rows, bulk actions and dialogs. */
export class TicketPages {
  constructor(private readonly page: Page) {}

  get table() {
    return this.page.getByRole('table');
  }

  row(title: string) {
    return this.table.locator('tbody tr').filter({ hasText: title });
  }

  tab(title: string) {
    return this.page.getByRole('tab', { name: new RegExp(`^${title}`) });
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  async select(...titles: string[]) {
    for (const title of titles) {
      await this.row(title).getByRole('checkbox', { name: 'Zeile auswählen' }).check();
    }
  }

  /** Runs a bulk action on the selected rows and confirms it. */
  async bulk(label: string, confirmLabel = label) {
    await this.page.getByRole('button', { name: label, exact: true }).click();
    const confirm = this.page.getByRole('dialog', { name: /^Ausgewählte Tickets/ });
    await confirm.getByRole('button', { name: confirmLabel, exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
  }
}

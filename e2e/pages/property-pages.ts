import type { Page } from 'playwright-core';

export class PropertyListPage {
  constructor(private readonly page: Page) {}

  get table() {
    return this.page.getByRole('table', { name: 'Objektübersicht' });
  }

  /** Body rows (the header row has column headers, not cells). */
  get bodyRows() {
    return this.table.locator('tbody tr');
  }

  row(name: string) {
    return this.bodyRows.filter({
      has: this.page.getByRole('button', { name: `Name bearbeiten: ${name}`, exact: true }),
    });
  }

  get createDialog() {
    return this.page.getByRole('dialog', { name: 'Neues Objekt erstellen' });
  }

  async openCreateDialog() {
    await this.page.getByRole('button', { name: 'Neues Objekt erstellen' }).first().click();
    await this.createDialog.waitFor();
  }

  async submitCreate(name: string) {
    await this.createDialog.getByLabel('Name').fill(name);
    await this.createDialog.getByRole('button', { name: 'Erstellen' }).click();
  }

  get inlineEditor() {
    return this.table.getByRole('textbox', { name: 'Name bearbeiten' });
  }

  async startRename(name: string) {
    await this.page.getByRole('button', { name: `Name bearbeiten: ${name}`, exact: true }).click();
    await this.inlineEditor.waitFor();
  }

  async search(text: string) {
    await this.page.getByRole('textbox', { name: 'Suche nach Name' }).fill(text);
  }

  async openDetail(name: string) {
    await this.row(name).getByRole('link', { name: 'Zur Objektseite' }).click();
  }
}

export class PropertyDetailPage {
  constructor(private readonly page: Page) {}

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }

  get confirmDialog() {
    return this.page.getByRole('dialog');
  }
}

import type { Page } from 'playwright-core';

/** /admin/projects/:projectId: tabs, the modules table and its dialogs. */
export class ProjectAdminPage {
  constructor(private readonly page: Page) {}

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }

  get modulesTable() {
    return this.page.getByRole('table', { name: 'Module' });
  }

  /** Module names in table order. */
  async moduleNames() {
    return this.modulesTable.locator('tbody tr td:nth-child(2)').allInnerTexts();
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  async openModuleAction(moduleName: string, action: string) {
    await this.page.getByRole('button', { name: `Aktionen für ${moduleName}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  async addModule(templateLabel: RegExp, name?: string) {
    await this.page.getByRole('button', { name: 'Neues Modul' }).click();
    const dialog = this.dialog('Neues Modul anlegen');
    await dialog.getByRole('textbox', { name: 'Vorlage' }).click();
    await this.page.getByRole('option', { name: templateLabel }).click();
    if (name) await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}

import type { Page } from 'playwright-core';

/** The user and staff screens: their tables, rows and dialogs. */
export class UserPages {
  constructor(private readonly page: Page) {}

  row(name: string) {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  get createDialog() {
    return this.dialog('Neuen Mitarbeiter anlegen');
  }

  /** An input of a dialog by its label (Mantine's required asterisk follows the label). */
  field(dialog: string | RegExp, label: string) {
    return this.dialog(dialog)
      .getByLabel(new RegExp(`^${label}\\s*\\*?$`))
      .and(this.page.locator('input'));
  }

  async pickOption(input: ReturnType<Page['locator']>, option: string) {
    await input.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}

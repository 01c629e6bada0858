import type { Locator, Page } from 'playwright-core';

/** /tours (matrix and catalogue) and a property's 'Leistungsverzeichnis' tab. */
export class ServicePages {
  constructor(private readonly page: Page) {}

  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  get catalogue() {
    return this.page.getByRole('table', { name: 'Leistungskatalog' });
  }

  /** The entries of the property page (a table, or a list of cards on a phone). */
  entryRow(service: string) {
    return this.page
      .getByRole('table', { name: 'Leistungen des Objekts' })
      .locator('tbody tr')
      .filter({ hasText: service });
  }

  get matrix() {
    return this.page.getByRole('table', { name: 'Leistungsverzeichnis: Objekte und Leistungen' });
  }

  /** The matrix cell of a property and a service (its button). */
  cell(property: string, service: string) {
    return this.matrix.getByRole('button', { name: `${property} – ${service}`, exact: true });
  }

  /** Picks `option` in the Mantine select or multi-select labelled `label` inside `scope`. */
  async choose(scope: Locator, label: string, option: string | RegExp) {
    await scope.getByRole('textbox', { name: label }).click();
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** A chip (weekday, month day) inside the dialog, by its exact text. */
  chip(scope: Locator, name: string) {
    return scope.locator('.mantine-Chip-label').filter({ hasText: new RegExp(`^${name}$`) });
  }
}

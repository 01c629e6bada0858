import type { Locator, Page } from 'playwright-core';

/** The shared image picker modal ('Bild auswählen' / 'Bilder auswählen'). */
export class ImagePickerPage {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: /^Bild(er)? auswählen$/ });
  }

  /** Switches the segmented control ('Bilder auswählen' / 'Bilder hochladen'). */
  async switchTo(tab: 'Bilder auswählen' | 'Bilder hochladen') {
    await this.dialog
      .locator('.mantine-SegmentedControl-root')
      .getByText(tab, { exact: true })
      .click();
  }

  async upload(name: string, buffer: Buffer, mimeType = 'image/png') {
    await this.dialog.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  }

  /** A tile of the select tab (a toggle button named after the image). */
  tile(name: string | RegExp) {
    return this.dialog.getByRole('button', { name }).and(this.dialog.locator('[aria-pressed]'));
  }

  get selectedCards() {
    return this.dialog.getByRole('region', { name: 'Ausgewählte Bilder' });
  }

  async confirm() {
    await this.dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}

/** True once the image element has decoded real pixels. */
export async function imageLoaded(image: Locator): Promise<boolean> {
  await image.waitFor();
  await image
    .page()
    .waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete,
      await image.elementHandle(),
    );
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0);
}

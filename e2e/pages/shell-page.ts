import type { Page } from 'playwright-core';

/** The signed-in frame: headings, sidebar, toasts, user menu. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  toast(text: string) {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }

  /** Waits until earlier toasts (4 s) are gone, so the next toast check sees a fresh one. */
  async waitForToastsGone() {
    // A toast under the pointer pauses its timer (after a click at the page's foot): move away.
    await this.page.mouse.move(0, 0);
    await this.page
      .locator('.mantine-Notification-root')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });
  }

  get sidebar() {
    return this.page.getByRole('navigation', { name: 'Hauptmenü' });
  }

  sidebarLink(name: string) {
    return this.sidebar.getByRole('link', { name, exact: true });
  }

  /** Makes `name` the active project through the switcher (no-op when it already is). */
  async openProject(name: string) {
    const switcher = this.page.getByRole('button', { name: /^Projekt wechseln, aktiv:/ });
    // With a single project the header shows its name without a switcher.
    const sole = this.page.locator('header').getByText(name, { exact: true });
    await switcher.or(sole).first().waitFor();
    if (!(await switcher.isVisible())) return;
    const active = this.page.getByRole('button', { name: `Projekt wechseln, aktiv: ${name}` });
    if ((await active.count()) > 0) return;
    await switcher.click();
    await this.page.getByRole('menuitem', { name }).click();
    await this.page.getByRole('button', { name: `Projekt wechseln, aktiv: ${name}` }).waitFor();
  }

  async logout() {
    await this.page.getByRole('button', { name: /^Benutzermenü/ }).click();
    await this.page.getByRole('menuitem', { name: 'Abmelden' }).click();
  }
}

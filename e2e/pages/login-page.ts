import type { Page } from 'playwright-core';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/login');
    await this.emailInput.waitFor();
  }

  get emailInput() {
    return this.page.getByLabel('E-Mail');
  }

  get passwordInput() {
    return this.page.getByLabel(/^Passwort/).and(this.page.locator('input'));
  }

  alert(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  async login(email: string, password: string) {
    await this.emailInput.fill(email);
    await this.passwordInput.fill(password);
    await this.page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }
}

import type { Page } from 'playwright-core';

/** The public page behind the link of an invitation mail. */
export class AcceptInvitationPage {
  constructor(private readonly page: Page) {}

  get email() {
    return this.page.getByLabel('E-Mail');
  }

  get password() {
    return this.page
      .getByLabel(/^Passwort/)
      .and(this.page.locator('input'))
      .first();
  }

  get repeat() {
    return this.page.getByLabel(/^Passwort wiederholen/).and(this.page.locator('input'));
  }

  get submit() {
    return this.page.getByRole('button', { name: 'Konto anlegen und beitreten' });
  }
}

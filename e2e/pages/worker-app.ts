import type { Page } from 'playwright-core';

/** The worker app at /app (apps/web/src/worker): its screens' paths and actions. */
export class WorkerAppPage {
  constructor(private readonly page: Page) {}

  static readonly paths = {
    today: '/app/',
    week: '/app/woche',
    time: '/app/zeit',
    absences: '/app/abwesenheiten',
    messages: '/app/nachrichten',
    task: (taskId: string) => `/app/aufgabe/${taskId}`,
    visit: (entryId: string, plannedDate: string) => `/app/besuch/${entryId}/${plannedDate}`,
  };

  async goto(path: string) {
    await this.page.goto(path);
    await this.page.locator('.worker-main').waitFor();
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { name });
  }

  /** The header's title: the page shown (on a task or visit, the one it was opened from). */
  pageTitle(name: 'Heute' | 'Woche' | 'Zeit' | 'Nachrichten') {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** The account menu's button at the header's right. */
  accountButton() {
    return this.page.getByRole('button', { name: 'Benutzermenü' });
  }

  async openAccountMenu() {
    const button = this.accountButton();
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await this.page.getByRole('button', { name: 'Abmelden' }).waitFor();
  }

  /** Switches the project in the account menu (shown to people in two projects or more). */
  async switchProject(name: string) {
    await this.openAccountMenu();
    await this.page.getByRole('combobox', { name: 'Projekt' }).selectOption({ label: name });
  }

  nav(name: 'Heute' | 'Woche' | 'Zeit' | 'Nachrichten') {
    return this.page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name });
  }

  /** A task or visit card in a list, by its title. */
  item(title: string) {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: title }) });
  }

  /** The agenda of the signed-in worker, read with the page's session. */
  agenda(projectId: string, from: string, to: string) {
    return this.page.evaluate(
      async ([id, a, b]) => {
        const response = await fetch(`/api/projects/${id}/worker/agenda?from=${a}&to=${b}`);
        return (await response.json()) as {
          days: { date: string; items: Record<string, unknown>[] }[];
          undated: Record<string, unknown>[];
        };
      },
      [projectId, from, to] as const,
    );
  }

  /** 'Als ausgeführt melden' (or 'Erledigt' on a visit) with a comment and photos. */
  async report(opener: string, submit: string, comment: string, photos: Buffer[] = []) {
    await this.page.getByRole('button', { name: opener }).click();
    await this.page.getByLabel('Kommentar').fill(comment);
    if (photos.length > 0) {
      await this.page.getByLabel('Fotos aufnehmen oder wählen').setInputFiles(
        photos.map((buffer, index) => ({
          name: `foto-${index + 1}.png`,
          mimeType: 'image/png',
          buffer,
        })),
      );
      await this.page.getByText(`${photos.length} von höchstens 10 Fotos`).waitFor();
    }
    await this.page.getByRole('button', { name: submit, exact: true }).click();
  }

  clockButton(name: 'Einstempeln' | 'Pause beginnen' | 'Pause beenden' | 'Ausstempeln') {
    return this.page.getByRole('button', { name, exact: true });
  }

  async requestAbsence(type: string, from: string, to: string) {
    await this.page.getByRole('button', { name: 'Abwesenheit beantragen' }).click();
    await this.page.getByLabel('Art').selectOption({ label: type });
    await this.page.getByLabel('Von').fill(from);
    await this.page.getByLabel('Bis').fill(to);
    await this.page.getByRole('button', { name: 'Abwesenheit beantragen' }).click();
  }
}

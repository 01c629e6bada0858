import type { Page } from 'playwright-core';

/** 'YYYY-MM-DD' of a UTC date. */
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Today in Berlin, as the server counts days. */
export function berlinToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
}

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return iso(value);
}

/** The Monday of a date's ISO week. */
export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** ISO week number and its year ('KW n' of the week select). */
export function isoWeek(date: string): { year: number; week: number } {
  const thursday = new Date(`${addDays(mondayOf(date), 3)}T00:00:00Z`);
  const year = thursday.getUTCFullYear();
  const jan1 = new Date(Date.UTC(year, 0, 1));
  return { year, week: Math.floor((thursday.getTime() - jan1.getTime()) / 86_400_000 / 7) + 1 };
}

/** 'Mo 07.12.' as a tour cell writes a day. */
export function shortDay(date: string): string {
  const names = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return `${names[day]} ${date.slice(8, 10)}.${date.slice(5, 7)}.`;
}

/** /tours 'Touren': the year, week and worker selects and the tour's table. */
export class TourPages {
  constructor(private readonly page: Page) {}

  private async pick(label: string, option: string) {
    await this.page.getByRole('textbox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async chooseWorker(name: string) {
    await this.pick('Arbeiter', name);
  }

  /** Picks the week of `monday` ('KW n'), switching the year first when needed. */
  async chooseWeek(monday: string) {
    const { year, week } = isoWeek(monday);
    const shown = await this.page.getByRole('textbox', { name: 'Jahr', exact: true }).inputValue();
    if (shown !== String(year)) await this.pick('Jahr', String(year));
    await this.pick('Woche', `KW ${week}`);
    await this.settled();
  }

  /** 'Vorherige Woche', 'Nächste Woche' or 'Heute' beside the week picker. */
  async step(name: 'Vorherige Woche' | 'Nächste Woche' | 'Heute') {
    await this.page.getByRole('button', { name, exact: true }).click();
    await this.settled();
  }

  async chooseOverview() {
    await this.pick('Woche', 'Übersicht');
    await this.settled();
  }

  /** Waits until the tour of the chosen week is shown (not the previous one's). */
  async settled() {
    await this.page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  }

  /** The tour table of the shown week ('Tour von Wanda …: KW 50 (…)'). */
  table(worker: string, week: number | 'Übersicht') {
    const name =
      week === 'Übersicht' ? `Tour von ${worker}: Übersicht` : `Tour von ${worker}: KW ${week} (`;
    return this.page.getByRole('table', { name });
  }

  /** A property's row of the shown tour. */
  row(property: string) {
    return this.page.getByRole('row').filter({
      has: this.page.getByRole('rowheader', { name: new RegExp(`^${property}`) }),
    });
  }
}

import type { Page } from 'playwright-core';

/** The header's bell and the 'Nachrichten' feed. */
export class NotificationPages {
  constructor(private readonly page: Page) {}

  /** The bell; its name says how many are unread ('Nachrichten, 2 ungelesen'). */
  get bell() {
    return this.page.getByRole('banner').getByRole('link', { name: /^Nachrichten, / });
  }

  async bellName(): Promise<string> {
    return (await this.bell.getAttribute('aria-label')) ?? '';
  }

  get list() {
    return this.page.getByRole('list', { name: 'Nachrichten' });
  }

  item(title: string) {
    return this.list.getByRole('listitem').filter({ hasText: title });
  }

  unreadItems() {
    return this.list.locator('li[data-unread]');
  }

  /** 'Alle' or 'Ungelesen' (the latter's name carries its count badge). */
  tab(name: 'Alle' | 'Ungelesen') {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  get markAllRead() {
    return this.page.getByRole('button', { name: 'Alle als gelesen' });
  }

  markReadButton(title: string) {
    return this.item(title).getByRole('button', { name: /^Als gelesen markieren/ });
  }

  deleteButton(title: string) {
    return this.item(title).getByRole('button', { name: /^Nachricht löschen/ });
  }
}

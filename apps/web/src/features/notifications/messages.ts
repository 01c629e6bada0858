import { notificationMessages } from '@kontor/core/schemas/notifications';

/** Texts of 'Nachrichten' (spec 001 §2, Dashboard); the spec's own words come from core. */
export const messages = {
  title: notificationMessages.feedTitle,
  empty: notificationMessages.empty,
  newMessage: notificationMessages.newMessage,
  description: 'Ihre neuesten Nachrichten in diesem Projekt',
  /** The bell's accessible name; the visible part is the count badge. */
  bell: (unread: number) =>
    unread === 0
      ? 'Nachrichten, keine ungelesen'
      : `Nachrichten, ${unread > 99 ? 'über 99' : unread} ungelesen`,
  unread: 'Ungelesen',
  tabs: { all: 'Alle', unread: 'Ungelesen' },
  unreadEmpty: 'Keine ungelesenen Nachrichten',
  markAllRead: 'Alle als gelesen',
  markAllReadDone: 'Alle Nachrichten als gelesen markiert',
  markAllReadFailed:
    'Die Nachrichten konnten nicht als gelesen markiert werden. Bitte versuchen Sie es erneut.',
  markRead: 'Als gelesen markieren',
  markReadLabel: (title: string) => `Als gelesen markieren: ${title}`,
  markReadFailed:
    'Die Nachricht konnte nicht als gelesen markiert werden. Bitte versuchen Sie es erneut.',
  from: (name: string) => `von ${name}`,
  open: 'Öffnen',
  openLabel: (title: string) => `${title} öffnen`,
  delete: 'Nachricht löschen',
  deleteLabel: (title: string) => `Nachricht löschen: ${title}`,
  deleteFailed: 'Die Nachricht konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  loadFailed: 'Die Nachrichten konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  showAll: 'Alle Nachrichten',
  widgetEmpty: notificationMessages.empty,
  clear: {
    title: 'Alle Nachrichten löschen?',
    message:
      'Mit „Neue Nachricht“ werden alle Ihre Nachrichten in diesem Projekt gelöscht. Das kann nicht rückgängig gemacht werden.',
    confirm: 'Alle löschen',
    done: 'Alle Nachrichten gelöscht',
    failed: 'Die Nachrichten konnten nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  },
} as const;

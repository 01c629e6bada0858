import { notifications } from '@mantine/notifications';

export const FEEDBACK_MS = 4000;

export const feedbackDefaults = {
  success: 'Erfolgreich geladen',
  error: 'Fehler',
  loading: 'Lädt',
} as const;

let counter = 0;

/** One small helper for all toasts: success and error vanish after 4 s, loading stays. */
export const notify = {
  /** With `detail`, the message is the toast's title and the detail its text. */
  success(message: string = feedbackDefaults.success, detail?: string): void {
    notifications.show({
      ...(detail
        ? {
            title: message,
            message: detail,
            // Mantine dims the text under a title below the WCAG contrast ratio.
            styles: { description: { color: 'var(--mantine-color-text)' } },
          }
        : { message }),
      color: 'teal',
      autoClose: FEEDBACK_MS,
    });
  },
  error(message: string = feedbackDefaults.error): void {
    notifications.show({ message, color: 'red', autoClose: FEEDBACK_MS });
  },
  /** Shows a loading toast and returns its id to finish it with `done` or `failed`. */
  loading(message: string = feedbackDefaults.loading): string {
    counter += 1;
    const id = `loading-${counter}`;
    notifications.show({ id, message, loading: true, autoClose: false, withCloseButton: false });
    return id;
  },
  done(id: string, message: string = feedbackDefaults.success): void {
    notifications.update({ id, message, color: 'teal', loading: false, autoClose: FEEDBACK_MS });
  },
  failed(id: string, message: string = feedbackDefaults.error): void {
    notifications.update({ id, message, color: 'red', loading: false, autoClose: FEEDBACK_MS });
  },
};

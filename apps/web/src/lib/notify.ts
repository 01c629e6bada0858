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
  success(message: string = feedbackDefaults.success): void {
    notifications.show({ message, color: 'teal', autoClose: FEEDBACK_MS });
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

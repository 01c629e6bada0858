/** What an autosaving form shows beside its fields. */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'conflict';

export const autosaveLabels: Record<AutosaveStatus, string> = {
  idle: '',
  pending: 'Ungespeicherte Änderungen',
  saving: 'Wird gespeichert …',
  saved: 'Gespeichert',
  failed: 'Speichern fehlgeschlagen',
  conflict: 'Konflikt: inzwischen von jemand anderem geändert',
};

export const autosaveRetryLabel = 'Erneut versuchen';

export type AutosaveEvent =
  | { type: 'change' }
  | { type: 'start' }
  | { type: 'success'; changedMeanwhile: boolean }
  | { type: 'failure' }
  | { type: 'conflict' }
  | { type: 'resolved' };

/**
 * The status after an event. A change while saving stays 'saving' (the next save follows);
 * a success with changes made meanwhile is 'pending', not 'saved'; a failure keeps 'failed'
 * until the next change so the message does not vanish while nothing was saved. A conflict
 * (another editor saved first) stays until the user chose a version ('resolved').
 */
export function nextAutosaveStatus(status: AutosaveStatus, event: AutosaveEvent): AutosaveStatus {
  if (status === 'conflict' && event.type !== 'resolved') return 'conflict';
  switch (event.type) {
    case 'change':
      return status === 'saving' ? 'saving' : 'pending';
    case 'start':
      return 'saving';
    case 'success':
      return event.changedMeanwhile ? 'pending' : 'saved';
    case 'failure':
      return 'failed';
    case 'conflict':
      return 'conflict';
    case 'resolved':
      return 'saved';
  }
}

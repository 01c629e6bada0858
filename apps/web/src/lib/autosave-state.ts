/** What an autosaving form shows beside its fields. */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export const autosaveLabels: Record<AutosaveStatus, string> = {
  idle: '',
  pending: 'Ungespeicherte Änderungen',
  saving: 'Speichert …',
  saved: 'Gespeichert',
  failed: 'Speichern fehlgeschlagen',
};

export type AutosaveEvent =
  | { type: 'change' }
  | { type: 'start' }
  | { type: 'success'; changedMeanwhile: boolean }
  | { type: 'failure' };

/**
 * The status after an event. A change while saving stays 'saving' (the next save follows);
 * a success with changes made meanwhile is 'pending', not 'saved'; a failure keeps 'failed'
 * until the next change so the message does not vanish while nothing was saved.
 */
export function nextAutosaveStatus(status: AutosaveStatus, event: AutosaveEvent): AutosaveStatus {
  switch (event.type) {
    case 'change':
      return status === 'saving' ? 'saving' : 'pending';
    case 'start':
      return 'saving';
    case 'success':
      return event.changedMeanwhile ? 'pending' : 'saved';
    case 'failure':
      return 'failed';
  }
}

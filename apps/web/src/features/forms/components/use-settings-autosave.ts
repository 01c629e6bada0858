import { useEffect, useRef } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { formUpdateSchema, type Form, type FormSettings } from '@kontor/core/schemas/forms';
import { useAutosaver } from '../../../components/form/use-autosaver.ts';
import { refusalOf } from '../../../lib/form-errors.ts';
import { isFormConflict, useFormAutosaveRequests } from '../api/forms.ts';
import { AUTOSAVE_RETRY_MS, FORM_AUTOSAVE_MS } from '../field-editor.ts';
import type { SettingsValues } from './form-recipients.tsx';

/**
 * The Einstellungen auto-save (form auto-save 2 s, spec 001 §9): every valid state of the
 * settings is saved on the version of the last answer; the server's refusals show beside the
 * fields; a version saved elsewhere while nothing waits here replaces the values.
 */
export function useSettingsAutosave(
  projectId: string,
  record: Form,
  form: UseFormReturnType<SettingsValues>,
) {
  const requests = useFormAutosaveRequests(projectId, record.id);
  const version = useRef(record.version);
  const { saver, state } = useAutosaver<FormSettings>({
    delay: FORM_AUTOSAVE_MS,
    retryDelay: AUTOSAVE_RETRY_MS,
    save: async (settings) => {
      try {
        const saved = await requests.saveSettings({ version: version.current, settings });
        version.current = saved.version;
      } catch (error) {
        if (!isFormConflict(error)) {
          form.setErrors(refusalOf(error, (path) => path.startsWith('settings.')).fields);
        }
        throw error;
      }
    },
    isConflict: isFormConflict,
  });

  const settings = JSON.stringify(form.getValues().settings);
  const emitted = useRef(settings);
  useEffect(() => {
    if (settings === emitted.current) return;
    const parsed = formUpdateSchema.safeParse({ version: 0, settings: JSON.parse(settings) });
    if (!parsed.success || !parsed.data.settings) return;
    emitted.current = settings;
    saver.change(parsed.data.settings);
  }, [settings, saver]);

  const take = (next: Form) => {
    version.current = next.version;
    emitted.current = JSON.stringify(next.settings);
    form.setValues({ version: next.version, settings: next.settings });
    form.resetDirty({ version: next.version, settings: next.settings });
  };
  useEffect(() => {
    if (record.version === version.current || saver.hasUnsaved()) return;
    take(record);
    // `take` only writes the form; the record and its version decide.
  }, [record, saver]);

  const conflict = state.status === 'conflict' && isFormConflict(state.error) ? state.error : null;
  return {
    saver,
    state,
    conflict: conflict?.conflict ?? null,
    keepMine: () => {
      if (!conflict) return;
      version.current = conflict.conflict.current.version;
      saver.resolve(JSON.parse(emitted.current) as FormSettings);
    },
    takeTheirs: () => {
      if (!conflict) return;
      const { current } = conflict.conflict;
      take(current);
      saver.resolve(null);
      requests.adopt(current);
    },
  };
}

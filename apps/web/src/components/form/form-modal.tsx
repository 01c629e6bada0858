import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { GuardedModal } from './guarded-modal.tsx';

/** What a modal's caller passes: whether it is open and how to close it. */
export interface ModalControl {
  opened: boolean;
  /** Closes; 'Abbrechen' calls it directly (discarding the input). */
  onClose: () => void;
}

export interface FormModalProps extends ModalControl {
  title: string;
  /** With unsaved input, closing by ×, Escape or a click outside asks first; reset on close. */
  form: { isDirty: () => boolean; reset: () => void };
  /** Usually `handleSubmit(…)` of `useSchemaForm` or `form.onSubmit(…)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  cancelLabel?: string;
  /** Saving: the buttons wait and the modal stays open. */
  loading?: boolean;
  /** The submit button waits for this to turn false (e.g. while the input has errors). */
  submitDisabled?: boolean;
  size?: string;
  /** Fills the screen on a phone (long forms: nothing to scroll around the edges). */
  fullScreenOnPhone?: boolean;
  children: ReactNode;
}

/** A modal with one form: fields, 'Abbrechen' and a submit button, guarded against losing input. */
export function FormModal({
  opened,
  title,
  form,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel = 'Abbrechen',
  loading = false,
  submitDisabled = false,
  size,
  fullScreenOnPhone = false,
  children,
}: FormModalProps) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  // The next opening starts empty, however this one ended (saved, cancelled, discarded).
  const reset = useRef(form.reset);
  reset.current = form.reset;
  useEffect(() => {
    if (!opened) reset.current();
  }, [opened]);
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      dirty={form.isDirty()}
      busy={loading}
      title={title}
      centered
      size={size}
      fullScreen={fullScreenOnPhone && phone}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={loading} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}

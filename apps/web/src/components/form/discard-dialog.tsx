import { ConfirmDialog } from '../confirm-dialog.tsx';

export const discardTexts = {
  title: 'Änderungen verwerfen?',
  message: 'Sie haben ungespeicherte Änderungen. Wenn Sie fortfahren, gehen diese verloren.',
  confirm: 'Verwerfen',
  cancel: 'Weiter bearbeiten',
} as const;

interface DiscardDialogProps {
  opened: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}

/** The question before a changed form is closed or left. */
export function DiscardDialog({ opened, onDiscard, onKeep }: DiscardDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title={discardTexts.title}
      message={discardTexts.message}
      confirmLabel={discardTexts.confirm}
      cancelLabel={discardTexts.cancel}
      danger
      onConfirm={onDiscard}
      onClose={onKeep}
    />
  );
}

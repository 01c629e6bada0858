import { ImagePicker } from './image-picker.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';

interface SavedImagePickerProps {
  label: string;
  max: number;
  value: string[];
  disabled: boolean;
  /** Stores the new selection at once (a record's image tab). */
  save: (ids: string[], handlers: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
  savedText: string;
}

/** An image picker whose every change is saved right away, with a toast either way. */
export function SavedImagePicker({
  label,
  max,
  value,
  disabled,
  save,
  savedText,
}: SavedImagePickerProps) {
  return (
    <ImagePicker
      label={label}
      max={max}
      value={value}
      disabled={disabled}
      onChange={(ids) =>
        save(Array.isArray(ids) ? ids : [], {
          onSuccess: () => notify.success(savedText),
          onError: (error) => notify.error(errorMessage(error)),
        })
      }
    />
  );
}

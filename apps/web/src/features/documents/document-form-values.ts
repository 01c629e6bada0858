import { MAX_UPLOAD_BYTES, acceptFor } from '@kontor/core/schemas/images';
import { documentNameSchema } from '@kontor/core/schemas/documents';
import { messages } from './messages.ts';

const DOCUMENT_EXTENSIONS = Object.values(acceptFor('document')).flat();

/** The German message for a chosen file, or null when the file may be sent. */
export function documentFileError(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file) return messages.fileMissing;
  const name = file.name.toLowerCase();
  if (!DOCUMENT_EXTENSIONS.some((ext) => name.endsWith(ext))) return messages.unsupported;
  if (file.size > MAX_UPLOAD_BYTES) return messages.tooLarge;
  return null;
}

/** Both fields are required; returns the messages per field (empty when valid). */
export function documentFormErrors(name: string, file: Pick<File, 'name' | 'size'> | null) {
  const errors: Record<string, string> = {};
  const parsed = documentNameSchema.safeParse(name);
  if (!parsed.success) errors.name = parsed.error.issues[0]?.message ?? messages.nameRequired;
  const fileError = documentFileError(file);
  if (fileError) errors.file = fileError;
  return errors;
}

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
};

/** A short type for the table ('PDF', 'Word'); the file's extension otherwise. */
export function documentTypeLabel(contentType: string, fileName: string): string {
  return TYPE_LABELS[contentType] ?? fileName.split('.').pop()?.toUpperCase() ?? contentType;
}

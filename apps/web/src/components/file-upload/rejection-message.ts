import { imageMessages, tooManyFilesMessage } from '@kontor/core/schemas/images';

/** The part of a dropzone rejection the message needs (react-dropzone's FileRejection). */
export interface Rejection {
  file: { name: string };
  errors: readonly { code: string }[];
}

function reason(code: string | undefined, maxFiles: number): string {
  switch (code) {
    case 'file-too-large':
      return imageMessages.tooLarge;
    case 'too-many-files':
      return tooManyFilesMessage(maxFiles);
    default:
      return imageMessages.unsupported;
  }
}

/** One German line per refused file, e.g. 'bericht.exe: Datei nicht unterstützt.'. */
export function rejectionMessages(rejections: readonly Rejection[], maxFiles: number): string[] {
  if (rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'))) {
    return [tooManyFilesMessage(maxFiles)];
  }
  return rejections.map((r) => `${r.file.name}: ${reason(r.errors[0]?.code, maxFiles)}`);
}

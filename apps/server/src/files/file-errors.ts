import { imageMessages } from '@kontor/core/schemas/images';

export type FileRejection = 'unsupported' | 'too-large' | 'empty';

const STATUS: Record<FileRejection, number> = {
  unsupported: 415,
  'too-large': 413,
  empty: 400,
};

const DETAIL: Record<FileRejection, string> = {
  unsupported: imageMessages.unsupported,
  'too-large': imageMessages.tooLarge,
  empty: imageMessages.emptyFile,
};

/** An upload refused for a reason the user can act on; `detail` is the German text to show. */
export class FileRejectedError extends Error {
  readonly reason: FileRejection;
  readonly statusCode: number;
  readonly detail: string;

  constructor(reason: FileRejection, options?: { cause?: unknown }) {
    super(DETAIL[reason], options);
    this.name = 'FileRejectedError';
    this.reason = reason;
    this.statusCode = STATUS[reason];
    this.detail = DETAIL[reason];
  }
}

import { imageMessages } from '@kontor/core/schemas/images';
import { HttpProblem } from '../lib/problem.ts';

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

/**
 * An upload refused for a reason the user can act on. It is an HttpProblem, so the app's error
 * handler answers it as problem+json with the German text as detail and under `errors.file`.
 */
export class FileRejectedError extends HttpProblem {
  readonly reason: FileRejection;

  constructor(reason: FileRejection, options?: { cause?: unknown }) {
    super(STATUS[reason], DETAIL[reason], { file: [DETAIL[reason]] });
    this.name = 'FileRejectedError';
    this.reason = reason;
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

import { describe, expect, it } from 'vitest';
import { imageMessages, tooManyFilesMessage } from '@kontor/core/schemas/images';
import { rejectionMessages } from './rejection-message.ts';

const rejected = (name: string, code: string) => ({ file: { name }, errors: [{ code }] });

describe('rejectionMessages', () => {
  it('names each refused file with the German reason', () => {
    expect(
      rejectionMessages(
        [rejected('virus.exe', 'file-invalid-type'), rejected('gross.png', 'file-too-large')],
        10,
      ),
    ).toEqual([`virus.exe: ${imageMessages.unsupported}`, `gross.png: ${imageMessages.tooLarge}`]);
  });

  it('says once that too many files were dropped', () => {
    expect(
      rejectionMessages(
        [rejected('a.png', 'too-many-files'), rejected('b.png', 'too-many-files')],
        20,
      ),
    ).toEqual([tooManyFilesMessage(20)]);
  });

  it('treats an unknown reason as an unsupported file', () => {
    expect(rejectionMessages([{ file: { name: 'x' }, errors: [] }], 1)).toEqual([
      `x: ${imageMessages.unsupported}`,
    ]);
  });
});

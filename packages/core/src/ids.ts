const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Record ids are 10 alphanumeric characters, like the old system's objectIds. */
export const ID_LENGTH = 10;

export function newId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(ID_LENGTH));
  let id = '';
  // 62 does not divide 256 evenly; the tiny bias is irrelevant for identifiers.
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/** Spec rule: a string of exactly 10 characters is an image record id, anything else a file path. */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && value.length === ID_LENGTH;
}

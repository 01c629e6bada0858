/**
 * The proof of work a form may ask for (docs/forms.md 'Spam protection'): a decimal nonce such
 * that sha256(token + nonce) starts with `difficulty` zero bits (about 65 000 hashes at 16).
 */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export async function solveChallenge(token: string, difficulty: number): Promise<string> {
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce++) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(token + nonce));
    if (leadingZeroBits(new Uint8Array(digest)) >= difficulty) return String(nonce);
  }
}

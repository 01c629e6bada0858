/**
 * The shared auth schemas and messages, loaded on demand: they pull in zod, which the login
 * page's first load cannot afford (performance budget). Forms start loading on mount.
 */
export type AuthSchemas = typeof import('@kontor/core/schemas/auth');

let pending: Promise<AuthSchemas> | null = null;

export function loadAuthSchemas(): Promise<AuthSchemas> {
  pending ??= import('@kontor/core/schemas/auth').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

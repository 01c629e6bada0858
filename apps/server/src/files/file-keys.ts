import { isRecordId } from '@kontor/core/ids';
import { assertValidKey } from './storage.ts';

/** Where an upload of a project is stored: `<projectId>/<fileId>-<safe name>`. */
export function fileKey(projectId: string, fileId: string, safeName: string): string {
  if (!isRecordId(projectId) || !isRecordId(fileId)) throw new Error('Ids must be record ids');
  const key = `${projectId}/${fileId}-${safeName}`;
  assertValidKey(key);
  return key;
}

/**
 * Whether a file path sent by a client names a file of this project. Routes check this before
 * serving or linking a path, so one project can never reach another project's files.
 */
export function isKeyOfProject(key: string, projectId: string): boolean {
  const parts = key.split('/');
  if (parts.length !== 2 || parts[0] !== projectId || !isRecordId(projectId)) return false;
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

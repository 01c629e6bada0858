import { normalizePickerValue } from '@kontor/core/schemas/images';

/** The ids an incoming picker value selects (spec: only 10-character ids count). */
export function selectionFromValue(value: unknown, max: number): string[] {
  const normalized = normalizePickerValue(value, max);
  if (normalized === null) return [];
  return typeof normalized === 'string' ? [normalized] : normalized;
}

/**
 * A click on a tile: a selected image is deselected; with maximum 1 a new image replaces the
 * selection; otherwise it is added while the maximum is not reached.
 */
export function toggleSelection(selection: readonly string[], id: string, max: number): string[] {
  if (selection.includes(id)) return selection.filter((entry) => entry !== id);
  if (max <= 1) return [id];
  if (selection.length >= max) return [...selection];
  return [...selection, id];
}

/** Freshly uploaded images join the selection up to the maximum (with 1, the newest wins). */
export function addUploaded(selection: readonly string[], ids: readonly string[], max: number) {
  if (max <= 1) return ids.length > 0 ? [ids[ids.length - 1] as string] : [...selection];
  const merged = [...selection];
  for (const id of ids) {
    if (merged.length >= max) break;
    if (!merged.includes(id)) merged.push(id);
  }
  return merged;
}

/** What confirm hands back: one id (or null) with maximum 1, else the list. */
/** Whether confirming adds an image the field did not have ('Bild erfolgreich hinzugefügt'). */
export function addsImages(initial: readonly string[], selection: readonly string[]): boolean {
  return selection.some((id) => !initial.includes(id));
}

export function pickerResult(selection: readonly string[], max: number): string | string[] | null {
  return max > 1 ? [...selection] : (selection[0] ?? null);
}

/** The preview's text with a maximum above 1 ('3 Bilder'); null shows '+ Bild hinzufügen'. */
export function countLabel(count: number, suffix: string): string | null {
  return count > 0 ? `${count} ${suffix}` : null;
}

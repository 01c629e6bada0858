import type { ImportContext, ParseObject, ParsePointer } from '../contract.ts';

/** The pointer in a field, if the field holds one (of `className`, when given). */
export function pointerIn(value: unknown, className?: string): ParsePointer | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const pointer = value as Partial<ParsePointer>;
  if (pointer.__type !== 'Pointer' || typeof pointer.objectId !== 'string') return undefined;
  if (className && pointer.className !== className) return undefined;
  return pointer as ParsePointer;
}

export const textIn = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The source project ids an object names: its `project` pointer and its `projects` list (ids or pointers). */
function projectIdsOf(object: ParseObject): string[] {
  const ids: string[] = [];
  const single = pointerIn(object.project, 'Project');
  if (single) ids.push(single.objectId);
  if (Array.isArray(object.projects)) {
    for (const entry of object.projects) {
      if (typeof entry === 'string') ids.push(entry);
      else if (pointerIn(entry, 'Project')) ids.push(pointerIn(entry)!.objectId);
    }
  }
  return ids;
}

/**
 * Whether the object belongs to the imported project: it names none (then it is the
 * company's), or one of those it names is the project this run imports.
 */
export async function belongsToTarget(object: ParseObject, ctx: ImportContext): Promise<boolean> {
  const ids = projectIdsOf(object);
  if (ids.length === 0) return true;
  for (const id of ids) {
    if ((await ctx.refs.resolve('Project', id)) === ctx.projectId) return true;
  }
  return false;
}

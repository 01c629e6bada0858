import type { ClassImporter } from './contract.ts';
import { importMessages } from './import-messages.ts';

/**
 * The importers in dependency order (every class after the classes it depends on), stable: of
 * the classes that may come next, the one listed first. A dependency on a class that has no
 * importer in the list is ignored (that class is not part of this import), and so is one on the class itself
 * (a Task pointing to a Task); a cycle, or two importers of one class, throws.
 */
export function orderImporters(importers: readonly ClassImporter[]): ClassImporter[] {
  const names = new Set<string>();
  for (const { className } of importers) {
    if (names.has(className)) throw new Error(importMessages.duplicateImporter(className));
    names.add(className);
  }
  const done = new Set<string>();
  const ordered: ClassImporter[] = [];
  while (ordered.length < importers.length) {
    const next = importers.find(
      (importer) =>
        !done.has(importer.className) &&
        importer.dependsOn.every(
          (dependency) =>
            dependency === importer.className || done.has(dependency) || !names.has(dependency),
        ),
    );
    if (!next) {
      const rest = importers.filter((importer) => !done.has(importer.className));
      throw new Error(importMessages.dependencyCycle(rest.map((i) => i.className).join(', ')));
    }
    done.add(next.className);
    ordered.push(next);
  }
  return ordered;
}

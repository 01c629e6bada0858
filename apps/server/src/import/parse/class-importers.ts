import type { ClassImporter } from './contract.ts';
import type { TargetPlan } from './import-target.ts';
import { contentImporters } from './importers/content-classes.ts';
import { projectImporter } from './importers/project.importer.ts';
import { roleImporter } from './importers/role.importer.ts';
import { timeImportersOfRun } from './importers/time-classes.ts';
import { userImporter } from './importers/user.importer.ts';
import { propertyImporters } from './importers/property-classes.ts';
import { orderImporters } from './import-order.ts';
import type { ParseReader } from './parse-reader.ts';

/**
 * Every class importer of the Parse import; the runner orders them by `dependsOn`, so the
 * place in this list only breaks ties. Each class's importer adds itself here.
 */
export function classImporters(plan: TargetPlan, reader?: ParseReader): ClassImporter[] {
  return [
    projectImporter(plan),
    roleImporter,
    userImporter(reader),
    ...propertyImporters,
    ...contentImporters,
    ...timeImportersOfRun(),
  ];
}

let order: string[] | undefined;

/** The classes in the order a run imports them (the run's screen lists them so). */
export function importClassOrder(): string[] {
  return (order ??= orderImporters(
    classImporters({ sourceProjectId: undefined, name: '', named: false }),
  ).map((importer) => importer.className));
}

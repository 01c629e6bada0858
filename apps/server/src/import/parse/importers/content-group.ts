/**
 * Parse class Group (spec 001 §3; modules '/groups' and '/training-group', both class Group)
 * → content item of type 'groups' or 'training-group': the module pointer decides; without
 * one, 'training-group' only when the project has that module and no '/groups'.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { groups, trainingGroups } from '@kontor/core/content/types/groups';
import { modules } from '../../../db/schema/projects.ts';
import { stateOf } from './content-article.ts';
import { customDataOf, writeContentItem } from './content-items.ts';
import { weeklyTimesOf } from './content-places.ts';
import { contentImporter, listOf, recordOf, textOf, type Scope } from './content-scope.ts';

async function typeOf(scope: Scope) {
  const moduleId = await scope.optionalRef('Module', scope.object.module, 'Modul');
  const rows = await scope.db
    .select({ id: modules.id, path: modules.path })
    .from(modules)
    .where(
      and(
        eq(modules.projectId, scope.projectId),
        inArray(modules.path, ['/groups', '/training-group']),
      ),
    );
  const paths = new Set(
    rows.filter((r) => moduleId === null || r.id === moduleId).map((r) => r.path),
  );
  return paths.has('/training-group') && (moduleId !== null || !paths.has('/groups'))
    ? trainingGroups
    : groups;
}

async function teamOf(scope: Scope) {
  const team = [];
  for (const [index, entry] of listOf(scope.object.team).entries()) {
    const raw = recordOf(entry);
    const name = textOf(raw.name);
    if (name === '') {
      scope.note(`Mannschaft: Eintrag ${index + 1} hat keinen Namen und wurde nicht übernommen.`);
      continue;
    }
    team.push({
      id: textOf(raw.id) || `member-${index + 1}`,
      name: name.slice(0, 200),
      description: textOf(raw.description).slice(0, 2000),
      image: await scope.image(raw.image, `Mannschaft (${name})`),
    });
  }
  return team;
}

export const groupImporter = contentImporter(
  'Group',
  ['Module', 'Category', 'Image', 'Person', 'Location', '_User'],
  async (scope, existingId) => {
    const o = scope.object;
    const type = await typeOf(scope);
    const values = {
      title: scope.text(o.title, 'title'),
      label: scope.text(o.label, 'label'),
      image: await scope.image(o.image),
      times: await weeklyTimesOf(scope, o.times, type.fields.times!),
      persons: await scope.refList('Person', o.persons, 'Übungsleiter'),
      team: await teamOf(scope),
      gallery: await scope.images(o.gallery),
      categories: await scope.categories(o.categories),
    };
    scope.unmapped([...Object.keys(values), 'state', 'data', 'created_by', 'updated_by']);
    return writeContentItem(scope, type, existingId, {
      values,
      state: stateOf(scope),
      data: await customDataOf(scope, type.module),
      ...(await scope.authors()),
    });
  },
);

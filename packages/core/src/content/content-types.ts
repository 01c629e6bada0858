import type { ContentTypeDeclaration } from './declaration.ts';
import { articles } from './types/articles.ts';
import { calendar } from './types/calendar.ts';
import { categories } from './types/categories.ts';
import { downloads } from './types/downloads.ts';
import { events } from './types/events.ts';
import { groups, trainingGroups } from './types/groups.ts';
import { locations } from './types/locations.ts';
import { news } from './types/news.ts';
import { persons } from './types/persons.ts';

/** Every content type; the server registers routes, storage and counters from this list. */
export const CONTENT_TYPES: readonly ContentTypeDeclaration[] = [
  articles,
  calendar,
  categories,
  downloads,
  events,
  groups,
  locations,
  news,
  persons,
  trainingGroups,
];

export function contentTypeByType(type: string): ContentTypeDeclaration | undefined {
  return CONTENT_TYPES.find((t) => t.type === type);
}

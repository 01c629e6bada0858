/** A LIKE pattern matching `search` anywhere, case-insensitively (compare with lower(column)). */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

import type { StaffMember } from '@kontor/core/schemas/members';
import type { ListState } from '../../../components/list/list-state.ts';

export const MEMBER_SORTS = ['name', '-name'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/**
 * One page of a project's members for the list kit. A project has tens of members, so the
 * screens load them all once and search, sort and page here (docs/people.md).
 */
export function memberPage(
  members: readonly StaffMember[],
  state: Pick<ListState<MemberSort>, 'page' | 'pageSize' | 'sort' | 'search'>,
) {
  const needle = state.search.trim().toLowerCase();
  const found = needle
    ? members.filter(
        (m) => m.name.toLowerCase().includes(needle) || m.email.toLowerCase().includes(needle),
      )
    : [...members];
  const collator = new Intl.Collator('de');
  found.sort((a, b) => collator.compare(a.name, b.name) * (state.sort === '-name' ? -1 : 1));
  const start = (state.page - 1) * state.pageSize;
  return { items: found.slice(start, start + state.pageSize), total: found.length };
}

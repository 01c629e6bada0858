import type { NotificationFeedFilter } from '@kontor/core/schemas/notifications';
import type { ListStateSpec } from '../../components/list/list-state.ts';

/**
 * The feed's tabs 'Alle' and 'Ungelesen', kept in the URL (`?tab=unread`) by the kit's list
 * state, so back, reload and a shared link keep the filter. One order only: newest first.
 */
export const NOTIFICATION_TABS: ListStateSpec<'newest', NotificationFeedFilter> = {
  sorts: ['newest'],
  defaultSort: 'newest',
  tabs: ['all', 'unread'],
};

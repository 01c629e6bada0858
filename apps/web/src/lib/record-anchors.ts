/**
 * Element ids of records inside a page, so a link from elsewhere (a notification) can point at
 * one with `#…` without the features importing each other.
 */

/** An absence's row on the 'Abwesenheiten' tab of /time-tracking. */
export const absenceAnchor = (absenceId: string) => `abwesenheit-${absenceId}`;

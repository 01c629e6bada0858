import {
  SCHEDULE_CATEGORY_LABELS,
  timeDisplayTexts,
  type TimeDisplay,
  type TimeDisplayColor,
} from '@kontor/core/scheduling/index';
import { messages } from './messages.ts';

const t = messages.timeLegend;

export interface SuffixMeaning {
  suffix: string;
  /** 'Erledigen am: fester Tag' — the category's own label, then what it means. */
  meaning: string;
}

/** The suffixes D and T of the 'Termin' column (spec 000 §4 'Task time display'). */
export const TIME_SUFFIXES: readonly SuffixMeaning[] = [
  {
    suffix: timeDisplayTexts.fixedSuffix,
    meaning: `${SCHEDULE_CATEGORY_LABELS.fixed}: ${t.fixed}`,
  },
  {
    suffix: timeDisplayTexts.opportunitySuffix,
    meaning: `${SCHEDULE_CATEGORY_LABELS.opportunity}: ${t.opportunity}`,
  },
];

/** The colours that mean something ('gray' is a fixed day not yet due: the plain look). */
export const TIME_COLOURS = Object.entries(t.colours) as [
  Exclude<TimeDisplayColor, 'gray'>,
  string,
][];

/** A displayed time split into its text and its suffix (D or T), for the `<abbr>` of it. */
export function splitSuffix(display: TimeDisplay): { text: string; suffix: SuffixMeaning | null } {
  const suffix = TIME_SUFFIXES.find(
    (s) =>
      (display.kind === 'fixed' || display.kind === 'opportunity') &&
      display.text.endsWith(` ${s.suffix}`),
  );
  return suffix
    ? { text: display.text.slice(0, -suffix.suffix.length - 1), suffix }
    : { text: display.text, suffix: null };
}

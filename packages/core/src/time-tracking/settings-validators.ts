import { isClockTime, parseClock } from './format.ts';
import { messages } from './messages.ts';
import { TIME_SETTINGS_LIMITS } from './time-settings.ts';
import type { Issue, Surcharge, TimeSettings } from './types.ts';

export type SurchargeDraft = Partial<Pick<Surcharge, 'name' | 'type' | 'value' | 'time' | 'days'>>;

/** The surcharge dialog. A time window may cross midnight (22:00–06:00) but must not be empty. */
export function validateSurcharge(draft: SurchargeDraft): Issue[] {
  const m = messages.surcharge;
  const issues: Issue[] = [];
  if (!draft.name?.trim()) issues.push({ field: 'name', message: m.nameMissing });
  if (draft.type === 'time') {
    const start = draft.time?.start;
    const end = draft.time?.end;
    if (!start || !isClockTime(start))
      issues.push({ field: 'time.start', message: m.startMissing });
    if (!end || !isClockTime(end)) issues.push({ field: 'time.end', message: m.endMissing });
    if (
      start &&
      end &&
      isClockTime(start) &&
      isClockTime(end) &&
      parseClock(start) === parseClock(end)
    ) {
      issues.push({ field: 'time.start', message: m.startNotBeforeEnd });
    }
  }
  if (draft.type === 'day') {
    const days = draft.days;
    const holidays = days?.holidays;
    const chosen =
      (days?.weekdays?.length ?? 0) > 0 ||
      holidays === true ||
      (Array.isArray(holidays) && holidays.length > 0) ||
      (days?.dates?.length ?? 0) > 0;
    if (!chosen) issues.push({ field: 'days', message: m.dayMissing });
  }
  if (!draft.value) issues.push({ field: 'value', message: m.valueMissing });
  return issues;
}

/** Archiving a surcharge ends it on a date. */
export function validateSurchargeArchive(endDate: string | null | undefined): Issue[] {
  return endDate ? [] : [{ field: 'endDate', message: messages.surcharge.endDateMissing }];
}

export interface HolidayTemplateDraft {
  id?: string;
  name?: string | null;
  holidayIds?: readonly string[];
}

/** Template names are unique per project, compared without case and surrounding spaces. */
export function validateHolidayTemplate(
  draft: HolidayTemplateDraft,
  existing: readonly { id: string; name: string }[],
): Issue[] {
  const m = messages.holidayTemplate;
  const issues: Issue[] = [];
  const name = draft.name?.trim() ?? '';
  if (!name) issues.push({ field: 'name', message: m.nameMissing });
  else if (
    existing.some((t) => t.id !== draft.id && t.name.trim().toLowerCase() === name.toLowerCase())
  ) {
    issues.push({ field: 'name', message: m.nameTaken });
  }
  if (!draft.holidayIds?.length) issues.push({ field: 'holidayIds', message: m.dayMissing });
  return issues;
}

/** A template that records still use can not be deleted. */
export function validateHolidayTemplateDelete(recordsUsingIt: number): Issue[] {
  return recordsUsingIt > 0 ? [{ field: 'template', message: messages.holidayTemplate.inUse }] : [];
}

/** A new record needs a holiday template unless it copies the previous record. */
export function validateRecord(draft: {
  holidayTemplateId?: string | null;
  copyPrevious?: boolean;
}): Issue[] {
  return draft.copyPrevious || draft.holidayTemplateId
    ? []
    : [{ field: 'holidayTemplateId', message: messages.record.templateMissing }];
}

const CARRIED_FIELDS = ['initialSaldo', 'initialVacation'] as const;

/**
 * The values a new record takes: without `copyPrevious` the initial values and the settings
 * are required; with it the initial values come from the former record (its closing saldo
 * and vacation, computed on every read), so a request that sends them is refused rather than
 * having them silently dropped. Sent settings win over the former record's either way.
 */
export function validateRecordCopy(draft: {
  copyPrevious?: boolean;
  initialSaldo?: number;
  initialVacation?: number;
  timeSettings?: object;
}): Issue[] {
  if (draft.copyPrevious) {
    return CARRIED_FIELDS.filter((field) => draft[field] !== undefined).map((field) => ({
      field,
      message: messages.record.carried,
    }));
  }
  const issues: Issue[] = CARRIED_FIELDS.filter((field) => draft[field] === undefined).map(
    (field) => ({ field, message: messages.record.valueMissing }),
  );
  if (!draft.timeSettings)
    issues.push({ field: 'timeSettings', message: messages.record.settingsMissing });
  return issues;
}

/** Records of past years are read-only. */
export function isRecordEditable(recordYear: number, currentYear: number): boolean {
  return recordYear >= currentYear;
}

export function validateTimeSettings(settings: Partial<TimeSettings>): Issue[] {
  const issues: Issue[] = [];
  for (const [field, { min, max }] of Object.entries(TIME_SETTINGS_LIMITS)) {
    const value = settings[field as keyof typeof TIME_SETTINGS_LIMITS];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
      issues.push({ field, message: messages.timeSettings.range(min, max) });
    }
  }
  if (!settings.startTime || !isClockTime(settings.startTime) || settings.startTime === '24:00') {
    issues.push({ field: 'startTime', message: messages.timeSettings.startTime });
  }
  return issues;
}

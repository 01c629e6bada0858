/** Kinds of employment an employee may have (the Mitarbeiter screen's 'Beschäftigungsart'). */
export const EMPLOYMENT_TYPES = [
  'fullTime',
  'partTime',
  'minijob',
  'shortTerm',
  'workingStudent',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  fullTime: 'Vollzeit',
  partTime: 'Teilzeit',
  minijob: 'Minijob',
  shortTerm: 'kurzfristig beschäftigt',
  workingStudent: 'Werkstudent',
};

/** Hourly wage or monthly salary. */
export const PAY_KINDS = ['hourly', 'monthly'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

/**
 * § 8 Abs. 1 SGB IV: geringfügig beschäftigt are the Minijob (Nr. 1, earnings up to the
 * limit) and the short-term employment (Nr. 2, at most three months or 70 working days).
 */
export const isMarginal = (type: EmploymentType | null | undefined) =>
  type === 'minijob' || type === 'shortTerm';

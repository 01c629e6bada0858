// The public facade of the payroll rules (minimum wage, Minijob limit, § 17 MiLoG); README.md.
export * from './employment.ts';
export * from './money.ts';
export * from './minimum-wage.ts';
export * from './minijob-limit.ts';
export * from './wages.ts';
export * from './minimum-wage-findings.ts';
export * from './month-earnings.ts';
export * from './recording-deadline.ts';
export * from './messages.ts';
export * from './month-payroll.ts';
export * from './inspection-period.ts';

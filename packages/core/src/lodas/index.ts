// DATEV LODAS export: the month's wage figures, the wage types, the ASCII file (docs/payroll.md).
export * from './wage-figures.ts';
export * from './wage-types.ts';
export * from './lodas-lines.ts';
export * from './lodas-file.ts';
export * from './lodas-diff.ts';
export * from './messages.ts';

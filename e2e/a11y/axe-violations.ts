/** One axe-core finding, reduced to what a failing test should print. */
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  targets: string[];
}

const BLOCKING = new Set<AxeViolation['impact']>(['serious', 'critical']);

/** The findings that fail a screen: serious or critical ones. */
export function blockingViolations(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((violation) => BLOCKING.has(violation.impact));
}

/** One line per finding with up to three elements, for the assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const more = v.targets.length > 3 ? ` (+${v.targets.length - 3})` : '';
      return `- [${v.impact}] ${v.id}: ${v.help} → ${v.targets.slice(0, 3).join(', ')}${more}`;
    })
    .join('\n');
}

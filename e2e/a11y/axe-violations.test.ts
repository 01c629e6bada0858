import { describe, expect, it } from 'vitest';
import { blockingViolations, describeViolations, type AxeViolation } from './axe-violations.ts';

const finding = (id: string, impact: AxeViolation['impact'], targets = ['#a']): AxeViolation => ({
  id,
  impact,
  help: `${id} help`,
  targets,
});

describe('blockingViolations', () => {
  it('keeps serious and critical findings only', () => {
    const found = [
      finding('color-contrast', 'serious'),
      finding('region', 'moderate'),
      finding('aria-valid-attr', 'critical'),
      finding('x', 'minor'),
      finding('y', null),
    ];
    expect(blockingViolations(found).map((v) => v.id)).toEqual([
      'color-contrast',
      'aria-valid-attr',
    ]);
  });
});

describe('describeViolations', () => {
  it('names the rule and at most three elements', () => {
    expect(
      describeViolations([finding('button-name', 'critical', ['a', 'b', 'c', 'd', 'e'])]),
    ).toBe('- [critical] button-name: button-name help → a, b, c (+2)');
  });
});

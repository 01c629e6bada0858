import { describe, expect, it } from 'vitest';
import { MODULE_TEMPLATES, type ModuleTemplate } from './modules.ts';

const templates: readonly ModuleTemplate[] = MODULE_TEMPLATES;

describe('the module catalogue', () => {
  it('tells templates of one label apart by a description of their own', () => {
    const labels = [...new Set(templates.map((t) => t.label))];
    const shared = labels
      .map((label) => templates.filter((t) => t.label === label))
      .filter((group) => group.length > 1);
    // Spec 001 §2: '/groups' and '/training-group' are both 'Trainingsgruppe'.
    expect(shared.map((group) => group.map((t) => t.path))).toEqual([
      ['/groups', '/training-group'],
    ]);
    for (const group of shared) {
      const descriptions = group.map((t) => t.description);
      expect(descriptions.every((d) => d && d.length <= 60)).toBe(true);
      expect(new Set(descriptions).size).toBe(group.length);
    }
  });

  it('names the age range where the module has it', () => {
    const training = templates.find((t) => t.path === '/training-group');
    expect(training?.description).toMatch(/Startalter und Endalter/);
  });
});

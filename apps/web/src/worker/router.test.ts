import { describe, expect, it } from 'vitest';
import { pathOf, screenOf, type Screen } from './router.ts';

describe('worker app paths', () => {
  const screens: Screen[] = [
    { name: 'today' },
    { name: 'week' },
    { name: 'task', taskId: 'abc123defg' },
    { name: 'visit', entryId: 'e123456789', plannedDate: '2026-12-01' },
    { name: 'time' },
    { name: 'absences' },
    { name: 'messages' },
  ];
  it.each(screens)('$name survives the round trip through its path', (screen) => {
    expect(screenOf(pathOf(screen))).toEqual(screen);
  });
  it.each(['/app', '/app/', '/app/unbekannt', '/app/aufgabe'])('%s opens today', (path) => {
    expect(screenOf(path)).toEqual({ name: 'today' });
  });
});

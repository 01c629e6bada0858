import { describe, expect, it } from 'vitest';
import { mailThrottleTexts, waitText } from './mail-throttle-texts.ts';

describe('waitText', () => {
  it.each([
    [0, 'in 1 Sekunde'],
    [1, 'in 1 Sekunde'],
    [1.2, 'in 2 Sekunden'],
    [59, 'in 59 Sekunden'],
    [60, 'in 1 Minute'],
    [61, 'in 2 Minuten'],
    [3599, 'in 60 Minuten'],
    [3600, 'in 60 Minuten'],
    [3601, 'in 61 Minuten'],
    [5401, 'in 2 Stunden'],
  ])('%d s → %s', (seconds, expected) => {
    expect(waitText(seconds)).toBe(expected);
  });

  it('names the wait in the messages', () => {
    expect(mailThrottleTexts.recipient(45)).toContain('in 45 Sekunden möglich');
    expect(mailThrottleTexts.nextPossible(90)).toBe('Erneut möglich in 2 Minuten');
  });
});

import { describe, expect, it } from 'vitest';
import { pickActiveProjectId } from './active-project.ts';

const projects = [{ id: 'AAAAAAAAAA' }, { id: 'BBBBBBBBBB' }];

describe('pickActiveProjectId', () => {
  it('keeps a remembered project the user may open', () => {
    expect(pickActiveProjectId(projects, 'BBBBBBBBBB')).toBe('BBBBBBBBBB');
  });
  it('falls back to the first permitted project', () => {
    expect(pickActiveProjectId(projects, 'ZZZZZZZZZZ')).toBe('AAAAAAAAAA');
    expect(pickActiveProjectId(projects, null)).toBe('AAAAAAAAAA');
  });
  it('answers null without projects', () => {
    expect(pickActiveProjectId([], 'AAAAAAAAAA')).toBeNull();
  });
});

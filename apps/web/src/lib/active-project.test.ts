import { describe, expect, it } from 'vitest';
import { linkedProjectId, pickActiveProjectId, withoutLinkedProject } from './active-project.ts';

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

describe('linkedProjectId and withoutLinkedProject', () => {
  it('names the linked project only when the user may open it', () => {
    expect(linkedProjectId('?task=T1&project=BBBBBBBBBB', projects)).toBe('BBBBBBBBBB');
    expect(linkedProjectId('?project=ZZZZZZZZZZ', projects)).toBeNull();
    expect(linkedProjectId('?task=T1', projects)).toBeNull();
  });
  it('drops the parameter and keeps the rest', () => {
    expect(withoutLinkedProject('?task=T1&project=BBBBBBBBBB')).toBe('?task=T1');
    expect(withoutLinkedProject('?project=BBBBBBBBBB')).toBe('');
    expect(withoutLinkedProject('?task=T1')).toBe('?task=T1');
  });
});

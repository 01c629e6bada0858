import { describe, expect, it } from 'vitest';
import { customDataSchema } from './custom-fields.ts';
import { deployHookSettingsSchema, deployMessages } from './deploy-hook.ts';
import { fileAddressSchema, httpUrlSchema, isHttpUrl, isOwnFilePath } from './web-address.ts';

const OWN_FILE = '/api/projects/Proj123456/documents/Doc1234567/file';

describe('isHttpUrl: only absolute http(s) addresses with a host', () => {
  it.each([
    ['https://verein.de', true],
    ['http://verein.de/training?tag=mo#zeiten', true],
    ['HTTPS://VEREIN.DE', true],
    ['https://user@verein.de/', true],
    ['https://meet.example.org:8443/raum', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://verein.de', false],
    ['mailto:info@verein.de', false],
    ['//evil.example', false],
    ['/relative/path', false],
    ['http:evil.example', false],
    ['http:/evil.example', false],
    ['http:\\\\evil.example', false],
    ['https://\\evil.example', false],
    ['https://', false],
    ['https:///pfad', false],
    ['https://verein.de/a b', false],
    ['https://verein.de/\u0000', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    [`https://verein.de/${'x'.repeat(2000)}`, false],
  ])('%j → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});

describe('link schemas give the German field message', () => {
  it.each([
    [httpUrlSchema(), '  https://verein.de  ', 'https://verein.de'],
    [fileAddressSchema(), OWN_FILE, OWN_FILE],
    [fileAddressSchema(), 'https://cdn.verein.de/satzung.pdf', 'https://cdn.verein.de/satzung.pdf'],
  ])('accepts %#', (schema, value, parsed) => {
    expect(schema.parse(value)).toBe(parsed);
  });

  it.each([
    [httpUrlSchema(), 'javascript:alert(1)'],
    [httpUrlSchema(), '//evil.example'],
    [httpUrlSchema(), null],
    [httpUrlSchema(), ['https://verein.de']],
    [fileAddressSchema(), '//evil.example/a.pdf'],
    [fileAddressSchema(), '/\\evil.example/a.pdf'],
    [fileAddressSchema(), '/f/a.pdf'],
    [fileAddressSchema(), `${OWN_FILE}/../../x`],
    [fileAddressSchema(), 'data:application/pdf;base64,AAAA'],
  ])('refuses %#', (schema, value) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues[0]?.message).toBe('Bitte geben Sie eine gültige URL ein');
  });

  it('own file paths are exactly the address Kontor gives a stored document', () => {
    expect(isOwnFilePath(OWN_FILE)).toBe(true);
    expect(isOwnFilePath(`${OWN_FILE}?x=1`)).toBe(false);
    expect(isOwnFilePath('/api/projects/P/documents//file')).toBe(false);
  });

  it('custom URL fields and the deploy hook use the same rule', () => {
    const data = customDataSchema(
      [{ id: 'f1', type: 'url', label: 'Webseite', name: 'data.website' }],
      'create',
    );
    expect(data.safeParse({ website: 'https://verein.de' }).success).toBe(true);
    expect(data.safeParse({ website: '' }).success).toBe(true);
    expect(data.safeParse({ website: '//evil.example' }).error?.issues[0]?.message).toBe(
      'Bitte geben Sie eine gültige URL ein',
    );
    const hook = deployHookSettingsSchema.safeParse({ url: 'http:\\\\evil.example' });
    expect(hook.error?.issues[0]?.message).toBe(deployMessages.url);
    expect(deployHookSettingsSchema.parse({ url: null })).toEqual({ url: null });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { messages as auth } from '../features/auth/messages.ts';

/**
 * The words of the UI (issue 35 'Words'): every text a user reads says 'Sie', and names a
 * property's service 'Leistung' as the spec's screen texts do (Leistungsverzeichnis,
 * Leistungseinstellungen, 'Leistung hinzufügen'). Texts the spec quotes stand as they are.
 * Reads the string literals and JSX texts of the web app and of core (not comments, not tests).
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ROOTS = ['apps/web/src', 'packages/core/src'];

interface Text {
  file: string;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function textsOf(file: string): Text[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: Text[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const text = node.text.trim();
      if (text) found.push({ file: path.relative(repo, file), text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const texts = ROOTS.flatMap((root) => sourceFiles(path.join(repo, root))).flatMap(textsOf);
/** Sentences and labels of several words (a single word may be a key, e.g. 'dir'). */
const sentences = texts.filter((t) => /\s/.test(t.text));

/** The informal address: pronouns and second-person verb forms. */
const INFORMAL =
  /(^|[^\p{L}])(du|dich|dir|dein\p{L}*|euch|euer|eure\p{L}*|hast|bist|kannst|musst|willst|wähle|gib|klicke|tippe|lege|prüfe|melde|versuche)(?![\p{L}])/iu;
/** Spec 001 §2 Dashboard quotes 'Wähle ein Modul'. */
const SPEC_INFORMAL = new Set(['Wähle ein Modul']);

const SERVICE_WORD = /(^|[^\p{L}])(Services?|Dienstleistung\p{L}*)(?![\p{L}])/u;
/** Quoted by spec 000 §2 ('Service erstellen', the header 'Dienstleistungen') and §5. */
const SPEC_SERVICE = new Set([
  'Service erstellen',
  'Dienstleistungen',
  'Bitte einen Title für einen Service angeben',
]);

/** A text may name a spec-quoted text in „…“ (a button it points to) and still count as clean. */
const withoutQuotedSpecTexts = (text: string) =>
  [...SPEC_SERVICE].reduce((rest, quoted) => rest.replaceAll(`„${quoted}“`, ''), text);

describe('UI wording', () => {
  it('reads the texts (the scan finds what it looks for)', () => {
    expect(sentences.length).toBeGreaterThan(1000);
    expect(texts.map((t) => t.text)).toContain('Wähle ein Modul');
    for (const text of ['Wähle ein Modul', 'Hast du das gesehen?', 'Deine Aufgaben'])
      expect(INFORMAL.test(text), text).toBe(true);
    for (const text of ['Direkt', 'Sie dürfen', 'Ihre Dienste', 'Verdienst'])
      expect(INFORMAL.test(text), text).toBe(false);
    for (const text of ['7 Services', 'Service', 'Dienstleistungen'])
      expect(SERVICE_WORD.test(text), text).toBe(true);
    expect(SERVICE_WORD.test('Winterdienst, winterService')).toBe(false);
    expect(SERVICE_WORD.test(withoutQuotedSpecTexts('mit „Service erstellen“ anlegen'))).toBe(
      false,
    );
    expect(SERVICE_WORD.test(withoutQuotedSpecTexts('Neuer Service: „Service erstellen“'))).toBe(
      true,
    );
  });

  it("addresses the user with 'Sie' except where the spec quotes otherwise", () => {
    const informal = sentences.filter((t) => INFORMAL.test(t.text) && !SPEC_INFORMAL.has(t.text));
    expect(informal).toEqual([]);
  });

  it("calls a service 'Leistung' except in the spec's quoted texts", () => {
    const offenders = texts.filter(
      (t) => SERVICE_WORD.test(withoutQuotedSpecTexts(t.text)) && !SPEC_SERVICE.has(t.text),
    );
    expect(offenders).toEqual([]);
  });

  it("signs in with one verb: the tab and its button say 'Anmelden'", () => {
    expect(auth.tabLogin).toBe('Anmelden');
    expect(auth.submitLogin).toBe(auth.tabLogin);
    // Spec 001 §8 quotes the failure 'Das Einloggen ist leider fehlgeschlagen'; nothing else.
    const otherVerb = texts.filter(
      (t) => /einlogg/i.test(t.text) && t.text !== 'Das Einloggen ist leider fehlgeschlagen',
    );
    expect(otherVerb).toEqual([]);
  });
});

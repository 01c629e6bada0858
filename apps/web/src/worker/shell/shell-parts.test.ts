import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { ProjectSummary } from '@kontor/core/schemas/projects';
import { AccountMenu, AccountPanel, initialsOf, type AccountProps } from './account-menu.tsx';
import { AppHeader } from './app-header.tsx';
import { DeliveredStatus } from './delivered-status.tsx';

/** Server-side render (no DOM needed): the markup, and its text. */
const markupOf = (element: ReactElement) =>
  renderToStaticMarkup(createElement(MantineProvider, null, element)).replace(
    /<style[^>]*>.*?<\/style>/gs,
    '',
  );
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const project = (id: string, name: string): ProjectSummary => ({
  id,
  name,
  description: '',
  logo: null,
  role: null,
  isWorker: true,
});
const sonnenschein = project('p000000001', 'Hausmeisterservice Sonnenschein GmbH');
const birkenhof = project('p000000002', 'Wohnanlage Birkenhof');

const account = (extra: Partial<AccountProps> = {}): AccountProps => ({
  me: { id: 'u000000001', name: 'Jan Schröder', email: 'jan@example.de', isSuperuser: false },
  project: sonnenschein,
  projects: [sonnenschein],
  onSwitch: () => {},
  onSignOut: () => {},
  signOut: 'idle',
  ...extra,
});

describe('account menu', () => {
  it.each([
    ['Jan Schröder', 'JS'],
    ['  mehmet   yılmaz ', 'MY'],
    ['Ödön', 'Ö'],
    ['Anna Maria von Berg', 'AB'],
  ])('%s has the initials %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('is a closed button named for screen readers, showing the initials', () => {
    const markup = markupOf(createElement(AccountMenu, account()));
    expect(markup).toContain('aria-expanded="false"');
    // The name is its hidden text; the initials are not read.
    expect(markup).toMatch(/<span[^>]*>Benutzermenü<\/span><span aria-hidden="true">JS<\/span>/);
  });

  it('names the person and the project, and offers Abmelden', () => {
    const markup = markupOf(createElement(AccountPanel, account()));
    expect(textOf(markup)).toBe(
      'Jan Schröder jan@example.de Projekt Hausmeisterservice Sonnenschein GmbH Abmelden',
    );
    expect(markup).not.toContain('<select');
  });

  it('offers the switch to a person in two projects, the active one chosen', () => {
    const markup = markupOf(
      createElement(
        AccountPanel,
        account({ project: birkenhof, projects: [sonnenschein, birkenhof] }),
      ),
    );
    expect(markup).toMatch(/<label[^>]*>Projekt<\/label>/);
    const options = [...markup.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)];
    expect(options.map((o) => [o[1], o[2]])).toEqual([
      ['p000000001', 'Hausmeisterservice Sonnenschein GmbH'],
      ['p000000002', 'Wohnanlage Birkenhof'],
    ]);
    expect(markup).toMatch(/<option value="p000000002" selected="">/);
  });

  it('says why Abmelden failed, as an alert', () => {
    const markup = markupOf(createElement(AccountPanel, account({ signOut: 'failed' })));
    expect(markup).toMatch(/role="alert"[^>]*>Abmelden ist fehlgeschlagen\./);
  });
});

describe('header', () => {
  it('on a task or visit names the page it came from and offers the way back', () => {
    const markup = markupOf(
      createElement(AppHeader, { ...account(), title: 'Woche', onBack: () => {} }),
    );
    expect(markup).toMatch(/<h1[^>]*>Woche<\/h1>/);
    expect(markup).toContain('aria-label="Zurück"');
  });

  it('shows the project under the title only for a person in two projects', () => {
    const one = markupOf(createElement(AppHeader, { ...account(), title: 'Heute' }));
    expect(one).not.toContain('aria-label="Zurück"');
    expect(textOf(one)).not.toContain('Sonnenschein');
    const two = markupOf(
      createElement(AppHeader, {
        ...account({ projects: [sonnenschein, birkenhof] }),
        title: 'Heute',
      }),
    );
    expect(textOf(two)).toContain('Hausmeisterservice Sonnenschein GmbH');
  });
});

describe('sent confirmation', () => {
  it('is a polite live region, there while empty', () => {
    expect(markupOf(createElement(DeliveredStatus, { delivery: null }))).toMatch(
      /^<div role="status" class="worker-delivered"><\/div>$/,
    );
  });

  it.each([
    [{ sent: 3, refused: 0 }, 'Alle Änderungen wurden übertragen.'],
    [{ sent: 1, refused: 0 }, 'Alle Änderungen wurden übertragen.'],
    [{ sent: 2, refused: 1 }, '2 von 3 Änderungen wurden übertragen.'],
  ])('%o: %s', (delivery, text) => {
    const markup = markupOf(createElement(DeliveredStatus, { delivery }));
    expect(markup).toContain('role="status"');
    expect(textOf(markup)).toBe(text);
  });
});

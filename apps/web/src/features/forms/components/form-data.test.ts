import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { Submission, SubmissionColumn } from '@kontor/core/schemas/forms';
import { dataColumns } from './form-data-tab.tsx';
import { EmbedCodesView, embedCodes } from './form-embed-modal.tsx';
import { SubmissionAnswers } from './submission-answers.tsx';

const textOf = (element: ReactElement) =>
  renderToStaticMarkup(createElement(MantineProvider, null, element))
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const COLUMNS: SubmissionColumn[] = [
  { name: 'name', label: 'Ihr Name', type: 'text' },
  { name: 'tag', label: 'Wunschtermin', type: 'date' },
  { name: 'anzahl', label: 'Personen', type: 'number' },
  { name: 'beleg', label: 'Beleg', type: 'file' },
];

const submission: Submission = {
  id: 'S000000001',
  createdAt: '2026-12-07T09:30:00.000Z',
  data: { name: 'Erika', tag: '2027-02-01', anzahl: '2.5', alt: 'Antwort eines gelöschten Feldes' },
  files: [],
  email: null,
  consentText: 'Wir speichern …',
  consentVersion: 2,
};

describe('the Daten tab columns', () => {
  it("are 'Datum' and the fields' labels in field order, also for fields nobody answered", () => {
    const columns = dataColumns(
      COLUMNS,
      () => '',
      () => {},
    );
    expect(columns.map((c) => c.header)).toEqual([
      'Datum',
      'Ihr Name',
      'Wunschtermin',
      'Personen',
      'Beleg',
    ]);
    const cells = columns.slice(1).map((c) => textOf(c.render(submission) as ReactElement).trim());
    expect(cells).toEqual(['Erika', '01.02.2027', '2,5', '–']);
  });
});

describe('a submission in full', () => {
  it('shows every field by its label, then the answers of deleted fields, and the consent', () => {
    const text = textOf(
      createElement(SubmissionAnswers, {
        submission,
        columns: COLUMNS,
        receivedAt: '07.12.2026, 10:30',
        fileUrl: () => '',
      }),
    );
    expect(text).toContain('Ihr Name Erika');
    expect(text).toContain('Wunschtermin 01.02.2027');
    expect(text).toContain('Beleg –');
    expect(text).toContain('Antworten gelöschter Felder');
    expect(text).toContain('alt Antwort eines gelöschten Feldes');
    expect(text).toContain('Erteilt (Fassung 2)');
  });
});

describe('Einbinden', () => {
  it('offers the public link and both snippets, each with a copy button', () => {
    const codes = embedCodes('https://kontor.example', 'P1', { id: 'F1', name: 'Anmeldung' });
    const markup = renderToStaticMarkup(
      createElement(MantineProvider, null, createElement(EmbedCodesView, { codes })),
    );
    expect(markup).toContain('value="https://kontor.example/formular/P1/F1"');
    expect(markup).toContain('&lt;iframe');
    expect(markup).toContain('&lt;script&gt;');
    expect(markup.match(/>Kopieren</g)).toHaveLength(3);
  });
});

import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ProjectDetail } from '@kontor/core/schemas/projects';
import { ShellContext, type ShellContextValue } from '../lib/active-project.ts';
import { contentModuleMissing, contentQueryKey } from '../lib/content-options.ts';
import { CategoryPicker, categoryPickerTexts } from './reference-select.tsx';

const PROJECT_ID = 'p000000001';

const project = (paths: string[]): ProjectDetail => ({
  id: PROJECT_ID,
  name: 'Sportverein Grün-Weiß',
  description: '',
  logo: null,
  role: null,
  isWorker: false,
  modules: paths.map((path, position) => ({
    id: `m00000000${position}`,
    name: path,
    path,
    icon: '',
    position,
    subMenu: [],
  })),
});

/** The picker inside the shell of a project with `paths`, its categories already loaded. */
function render(paths: string[], value: string[]) {
  const queries = new QueryClient();
  queries.setQueryData(
    [...contentQueryKey(PROJECT_ID, 'categories'), 'options'],
    [
      { value: 'c000000001', label: 'Jugend' },
      { value: 'c000000002', label: 'Senioren' },
    ],
  );
  const shell: ShellContextValue = {
    me: { id: 'u000000001', name: 'Erika', email: 'erika@verein.example', isSuperuser: false },
    projects: [],
    project: project(paths),
    switchProject: () => {},
  };
  const picker = createElement(CategoryPicker, {
    projectId: PROJECT_ID,
    value,
    onChange: () => {},
  });
  const tree: ReactElement = createElement(
    QueryClientProvider,
    { client: queries },
    createElement(ShellContext.Provider, { value: shell }, picker),
  );
  return renderToStaticMarkup(createElement(MantineProvider, null, tree)).replace(
    /<style[^>]*>.*?<\/style>/gs,
    '',
  );
}

const inputOf = (markup: string) => markup.match(/<input[^>]*>/)?.[0] ?? '';

describe('the category picker', () => {
  it("shows the chosen categories by name among the project's categories", () => {
    const markup = render(['/news', '/categories'], ['c000000002']);
    expect(markup).toContain(`>${categoryPickerTexts.label}<`);
    expect(markup).toContain('Senioren');
    expect(markup).not.toContain('Jugend');
    expect(inputOf(markup)).not.toContain('disabled');
    expect(markup).not.toContain('nicht freigeschaltet');
  });

  it('is disabled and says why when the project lacks the categories module', () => {
    const markup = render(['/news'], []);
    expect(inputOf(markup)).toContain('disabled');
    expect(markup).toContain(contentModuleMissing('Kategorien'));
  });
});

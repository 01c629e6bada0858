export { insertImage } from '../../test/test-images.ts';

export const DATE = '2026-06-01T10:00:00.000Z';

/** A valid create body per content type (articles need an image of the project). */
export function sampleBodies(image: string): Record<string, Record<string, unknown>> {
  return {
    articles: { title: 'Sommerfest 2026', image, text: '<p>Ein schöner Tag</p>', date: DATE },
    calendar: { title: 'Jahreshauptversammlung', date: DATE },
    categories: { name: 'Jugend', color: 'blue', group: 'sport' },
    downloads: {
      title: 'Satzung des Vereins',
      file: { name: 'satzung.pdf', url: 'https://verein.example/satzung.pdf' },
    },
    events: { title: 'Stadtlauf', text: '<p>Der Stadtlauf führt durch die ganze Altstadt.</p>' },
    groups: {
      title: 'Bambini',
      times: [{ id: 't1', weekday: 2, start: '17:00', end: '18:30', place: null }],
    },
    locations: { name: 'Sporthalle Nord', coordinates: { latitude: 52.5, longitude: 13.4 } },
    news: {
      title: 'Neuer Vorstand',
      text: '<p>Der Verein hat einen neuen Vorstand gewählt.</p>',
      date: DATE,
    },
    persons: { name: 'Anna Muster', email: 'anna@verein.example' },
    'training-group': {
      title: 'E-Jugend',
      times: [{ id: 't1', weekday: 4, start: '16:30', end: '18:00', place: null }],
    },
  };
}

import { parseDate, pointer, type ParseFileValue, type ParseRest } from './parse-rest.ts';

/**
 * The website content of the seeded company (spec 001 §3): one or two objects of every content
 * class, each pointing at its module, with categories, images (Image ids of 10 characters),
 * persons, a location, a form with two submissions and a webpage with content elements.
 */
export interface SeededContent {
  ids: Record<string, string[]>;
}

export async function seedContent(
  rest: ParseRest,
  context: {
    modules: Record<string, string>;
    officeId: string;
    imageIds: string[];
    downloadFile: ParseFileValue;
  },
): Promise<SeededContent> {
  const ids: Record<string, string[]> = {};
  const module = (path: string) => pointer('Module', context.modules[path]!);
  const office = pointer('_User', context.officeId);
  const [image, otherImage] = context.imageIds as [string, string];
  const create = async (className: string, fields: Record<string, unknown>) => {
    const id = await rest.create(className, { created_by: office, ...fields });
    (ids[className] ??= []).push(id);
    return id;
  };

  const news = await create('Category', {
    name: 'Vereinsnachrichten',
    label: 'Vereinsnachrichten',
    description: 'Alles aus dem Verein',
    image,
    color: 'green',
    type: 'default',
    category_id: 'news',
    module: module('/categories'),
    data: {},
    categories: [],
  });
  const youth = await create('Category', {
    name: 'Jugend',
    label: 'Jugend',
    description: 'Jugendabteilung',
    color: 'blue',
    type: 'default',
    category_id: 'groups',
    module: module('/categories'),
    data: {},
    categories: [news],
  });
  const trainer = await create('Person', {
    name: 'Petra Übungsleiterin',
    label: 'Petra Übungsleiterin',
    portrait: otherImage,
    email: 'petra@verein.example',
    data: { phone: '030 123456' },
    categories: [youth],
    module: module('/persons'),
  });
  await create('Person', {
    name: 'Klaus Kassenwart',
    label: 'Klaus Kassenwart',
    email: 'klaus@verein.example',
    data: {},
    categories: [],
    module: module('/persons'),
  });
  const hall = await create('Location', {
    name: 'Sporthalle am Park',
    label: 'Sporthalle am Park',
    image,
    description: 'Eingang über den Schulhof',
    address: 'Parkstraße 5, 10115 Berlin',
    coordinates: { __type: 'GeoPoint', latitude: 52.5321, longitude: 13.3849 },
    categories: [],
    module: module('/locations'),
  });
  await create('Article', {
    title: 'Saisonabschluss gefeiert',
    image,
    text: '<p>Über 80 Gäste kamen zum Saisonabschluss.</p>',
    date: parseDate('2026-06-20T16:00:00Z'),
    state: 'published',
    gallery: [image, otherImage],
    categories: [news],
    author: pointer('Person', trainer),
    data: {},
    module: module('/articles'),
  });
  await create('Article', {
    title: 'Entwurf: Neue Trainingszeiten',
    image: otherImage,
    text: '<p>Ab Herbst trainieren wir dienstags.</p>',
    date: parseDate('2026-08-01T08:00:00Z'),
    state: 'draft',
    gallery: [],
    categories: [],
    data: {},
    module: module('/articles'),
  });
  await create('Date', {
    title: 'Mitgliederversammlung',
    label: 'Mitgliederversammlung',
    date: { start: parseDate('2026-03-12T18:30:00Z') },
    image,
    description: 'Im Vereinsheim',
    fields: [],
    data: {},
    categories: [news],
    module: module('/calendar'),
  });
  await create('Download', {
    title: 'Satzung des Vereins',
    info: 'Stand: Januar',
    file: context.downloadFile,
    image,
    label: 'Satzung',
    categories: [],
    module: module('/downloads'),
  });
  await create('Event', {
    title: 'Sommerfest im Park',
    text: 'Das große Sommerfest mit Spielen für Kinder, Grill und Musik bis in den Abend.',
    image,
    dates: [
      {
        id: 'termin-1',
        start: parseDate('2026-07-04T12:00:00Z'),
        end: parseDate('2026-07-04T20:00:00Z'),
        label: 'Sommerfest',
        full_day: false,
        place: { type: 'location', location: hall },
      },
    ],
    location: pointer('Location', hall),
    description: 'Für die ganze Familie',
    categories: [news],
    module: module('/events'),
  });
  const form = await create('Form', {
    name: 'Mitgliedsantrag',
    description: 'Antrag auf Mitgliedschaft',
    fields: [
      { id: 'f1', name: 'name', label: 'Name', type: 'text', required: true },
      { id: 'f2', name: 'email', label: 'E-Mail', type: 'email', required: true },
      {
        id: 'f3',
        name: 'abteilung',
        label: 'Abteilung',
        type: 'select',
        required: false,
        options: [
          { id: 'o1', label: 'Fußball', value: 'fussball', text: 'Fußball' },
          { id: 'o2', label: 'Turnen', value: 'turnen', text: 'Turnen' },
        ],
      },
    ],
    categories: [],
    settings: {
      notification: true,
      recipients: [{ id: 'r1', name: 'Geschäftsstelle', email: 'info@verein.example' }],
      response: true,
      notification_text: 'Vielen Dank für Ihren Antrag.',
      sender_email: 'info@verein.example',
      static_form: false,
    },
    module: module('/forms'),
  });
  for (const [name, email, abteilung] of [
    ['Jana Jung', 'jana@example.org', 'turnen'],
    ['Ömer Öztürk', 'oemer@example.org', 'fussball'],
  ] as const) {
    await create('Data', { data: { name, email, abteilung }, reference_id: form });
  }
  await create('Group', {
    title: 'Kinderturnen',
    label: 'Kinderturnen',
    times: [{ id: 'zeit-1', weekday: 2, start: '16:00', end: '17:30', place: hall }],
    image,
    state: 'published',
    fields: [],
    data: { start_age: 6, end_age: 10 },
    persons: [trainer],
    team: [{ id: 'team-1', name: 'Turnzwerge', description: 'Die Jüngsten', image: otherImage }],
    categories: [youth],
    gallery: [otherImage],
    updated_by: office,
    module: module('/training-group'),
  });
  await create('News', {
    title: 'Neue Hallenzeiten ab Oktober',
    image,
    text: 'Ab Oktober trainieren alle Jugendgruppen in der Sporthalle am Park.',
    date: parseDate('2026-09-15T10:00:00Z'),
    categories: [news],
    data: {},
    fields: [],
    module: module('/news'),
  });
  await create('Content', {
    name: 'Häufige Fragen',
    content_id: 'faq-mitgliedschaft',
    type: 'faq',
    active: true,
    content: { type: 'faq', value: [{ question: 'Was kostet es?', answer: '5 € im Monat' }] },
    module: module('/website'),
    categories: [],
    updated_by: office,
  });
  await create('Webpage', {
    path: '/ueber-uns',
    title: 'Über uns',
    subtitle: 'Seit 1920 im Kiez',
    type: 'page',
    content: [
      {
        id: 'el-1',
        name: 'Einleitung',
        position: 1,
        type: 'text',
        text: '<p>Willkommen!</p>',
        active: true,
      },
      { id: 'el-2', name: 'Bild', position: 2, type: 'image', url: image, active: true },
      {
        id: 'el-3',
        name: 'Trenner',
        position: 3,
        type: 'divider',
        active: false,
        divider: { size: 'medium', showLine: false },
      },
    ],
    categories: [news],
    image,
    documents: ids.Download ?? [],
    updated_by: office,
    module: module('/website'),
  });
  return { ids };
}

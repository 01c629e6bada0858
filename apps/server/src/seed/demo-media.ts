import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { processUpload } from '../files/process-upload.ts';
import { createSchemaOf } from '@kontor/core/content/content-schemas';
import { articles } from '@kontor/core/content/types/articles';
import { contentService } from '../modules/content/content.service.ts';
import { noCustomFields } from '../modules/content/custom-fields.source.ts';
import * as documents from '../modules/documents/documents.service.ts';
import * as images from '../modules/images/images.service.ts';
import type { DocumentOwnerDeclaration } from '../lib/module-declarations.ts';

/** Small pictures of a house front in the company's colours: real PNGs, drawn, no assets. */
const PICTURES = [
  { name: 'Hausfassade Lindenstraße', wall: '#e8d8b0', roof: '#a0442c' },
  { name: 'Hinterhof Kastanienallee', wall: '#c9d6df', roof: '#52616b' },
  { name: 'Eingang Am Stadtpark', wall: '#f3e1dd', roof: '#6b4f4f' },
];

function house(wall: string, roof: string) {
  const windows = [70, 150, 230]
    .flatMap((x) =>
      [110, 160].map((y) => `<rect x="${x}" y="${y}" width="30" height="30" fill="#9fc5e8"/>`),
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
      <rect width="320" height="240" fill="#bfe3f5"/><rect y="215" width="320" height="25" fill="#7cb36b"/>
      <polygon points="40,90 160,20 280,90" fill="${roof}"/>
      <rect x="50" y="90" width="220" height="125" fill="${wall}"/>${windows}
      <rect x="145" y="165" width="30" height="50" fill="#6d4c41"/>
    </svg>`,
  );
}

/** A one-page PDF with a few lines, as a house rules sheet handed to the tenants. */
function houseRules(lines: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 56 });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.fontSize(18).text('Hausordnung').moveDown();
    for (const line of lines) pdf.fontSize(11).text(`• ${line}`);
    pdf.end();
  });
}

/** A property's document through the documents service ('Hausordnung.pdf'). */
export async function seedDemoDocument(
  deps: documents.DocumentDeps,
  owner: { kind: DocumentOwnerDeclaration; id: string },
  projectId: string,
  userId: string,
) {
  const bytes = await houseRules([
    'Ruhezeiten: 22 bis 6 Uhr und sonntags.',
    'Mülltonnen bitte nur am Abholtag an die Straße stellen.',
    'Treppenhaus und Keller sind frei von Gegenständen zu halten.',
  ]);
  await documents.create(deps, projectId, userId, owner, async () => ({
    name: 'Hausordnung',
    upload: await processUpload({
      storage: deps.storage,
      source: [bytes],
      fileName: 'Hausordnung.pdf',
      kind: 'document',
      projectId,
    }),
  }));
}

/**
 * The demo's image library and a published article with the first picture, through the images
 * and content services once the app has its storage (a fresh project has no custom fields).
 */
export async function seedDemoMedia(deps: images.ImageDeps, projectId: string, userId: string) {
  const ids: string[] = [];
  for (const { name, wall, roof } of PICTURES) {
    const bytes = await sharp(house(wall, roof)).png().toBuffer();
    const [image] = await images.upload(deps, projectId, userId, async ({ kind }) => ({
      fields: { name },
      files: [
        await processUpload({
          storage: deps.storage,
          source: [bytes],
          fileName: `${name}.png`,
          kind,
          projectId,
        }),
      ],
    }));
    ids.push(image!.id);
  }
  const news = contentService(articles, noCustomFields);
  const body = createSchemaOf(articles).parse({
    title: 'Winterdienst startet am 1. Dezember',
    image: ids[0],
    text: '<p>Ab dem 1. Dezember räumen und streuen wir werktags ab 6 Uhr.</p>',
    date: new Date().toISOString(),
    gallery: ids.slice(1),
  });
  const draft = await news.create(deps, projectId, userId, body);
  await news.update(deps, projectId, draft.id, userId, {
    version: draft.version,
    state: 'published',
  });
}

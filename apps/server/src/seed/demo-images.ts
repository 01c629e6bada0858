import sharp from 'sharp';
import { processUpload } from '../files/process-upload.ts';
import * as images from '../modules/images/images.service.ts';

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

/** The demo's image library, uploaded through the images service once the app has its storage. */
export async function seedDemoImages(deps: images.ImageDeps, projectId: string, userId: string) {
  for (const { name, wall, roof } of PICTURES) {
    const bytes = await sharp(house(wall, roof)).png().toBuffer();
    await images.upload(deps, projectId, userId, async ({ kind }) => ({
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
  }
}

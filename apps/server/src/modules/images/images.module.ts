import type { KontorModule } from '../../lib/module-declarations.ts';
import { imagesRoutes } from './images.routes.ts';

export const imagesModule: KontorModule = {
  plugin: imagesRoutes,
  // 'images.total': the unfiltered list's total (IMAGES_TOTAL in images.repository.ts).
  counters: [{ name: 'images', table: 'images' }],
};

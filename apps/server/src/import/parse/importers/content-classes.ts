/**
 * The importers of the content and website side (issue 30), in dependency order: modules
 * first (their field definitions decide the custom fields), then categories, persons and
 * locations the other items point at, downloads and contents before the pages that list them,
 * forms before their submissions.
 */
import type { ClassImporter } from '../contract.ts';
import { articleImporter } from './content-article.ts';
import { categoryImporter } from './content-category.ts';
import { contentImporterOfContent } from './content-content.ts';
import { dataImporter } from './content-data.ts';
import { dateImporter } from './content-date.ts';
import { downloadImporter } from './content-download.ts';
import { eventImporter } from './content-event.ts';
import { formImporter } from './content-form.ts';
import { groupImporter } from './content-group.ts';
import { locationImporter } from './content-location.ts';
import { messageImporter } from './content-message.ts';
import { moduleImporter } from './content-module.ts';
import { newsImporter } from './content-news.ts';
import { personImporter } from './content-person.ts';
import { webpageImporter } from './content-webpage.ts';

export const contentImporters: readonly ClassImporter[] = [
  moduleImporter,
  categoryImporter,
  personImporter,
  locationImporter,
  articleImporter,
  dateImporter,
  downloadImporter,
  eventImporter,
  groupImporter,
  newsImporter,
  contentImporterOfContent,
  webpageImporter,
  formImporter,
  dataImporter,
  messageImporter,
];

/**
 * The importers of the property area (issue 30), in the order their pointers need: images
 * first (services, tickets and tasks name them), then the service catalogue (the properties'
 * services maps name it), properties, tickets (before tasks: a task names its ticket), tasks,
 * and the documents of properties and tasks. All depend on '_User' (staff, creators).
 */
import type { ClassImporter } from '../contract.ts';
import { documentImporter } from './documents.ts';
import { imageImporter } from './images.ts';
import { propertyImporter } from './properties.ts';
import { serviceImporter } from './services.ts';
import { taskImporter } from './tasks.ts';
import { ticketImporter } from './tickets.ts';

export const propertyImporters: readonly ClassImporter[] = [
  imageImporter,
  serviceImporter,
  propertyImporter,
  ticketImporter,
  taskImporter,
  documentImporter,
];

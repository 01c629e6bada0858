/** The Parse class names these importers read or point at (spec 000 §3, 001 §3). */
export const PARSE_CLASSES = {
  user: '_User',
  module: 'Module',
  image: 'Image',
  service: 'Service',
  property: 'Property',
  ticket: 'Ticket',
  task: 'Task',
  document: 'Document',
} as const;

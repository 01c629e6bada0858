/** dnd-kit's screen-reader texts in German (every sortable list: page elements, form fields). */
export const sortableMessages = {
  instructions:
    'Zum Aufnehmen Leertaste oder Eingabetaste drücken. Mit den Pfeiltasten verschieben, mit Leertaste oder Eingabetaste ablegen, mit Escape abbrechen.',
  roleDescription: 'sortierbar',
  move: (label: string) => `${label} verschieben`,
  picked: (label: string, position: number, total: number) =>
    `${label} aufgenommen, Position ${position} von ${total}.`,
  moved: (label: string, position: number, total: number) =>
    `${label} auf Position ${position} von ${total} verschoben.`,
  dropped: (label: string, position: number, total: number) =>
    `${label} auf Position ${position} von ${total} abgelegt.`,
  cancelled: (label: string) => `Verschieben von ${label} abgebrochen.`,
} as const;

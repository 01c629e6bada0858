/** German texts every printout shares (header and footer). */
export const pdfMessages = {
  page: (n: number, of: number) => `Seite ${n} von ${of}`,
  printedAt: (date: string, time: string) => `Gedruckt am ${date} um ${time} Uhr`,
  continued: '(Fortsetzung)',
} as const;

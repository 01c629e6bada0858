import { z } from 'zod';
import { isHttpUrl, MAX_URL_LENGTH } from '../content/web-address.ts';
import { idSchema, pageOf, pageQuerySchema } from './common.ts';

/** German texts of 'Daten importieren' (issue 30, docs/import.md) that the server and the web share. */
export const importMessages = {
  serverUrl: 'Bitte eine http- oder https-Adresse angeben, z. B. https://parse.example.de/parse',
  appIdRequired: 'Bitte die App-ID angeben',
  masterKeyRequired: 'Bitte den Master-Key angeben',
  tooLong: (n: number) => `Die Höchstlänge beträgt ${n}`,
  projectTooLong: 'Die Höchstlänge beträgt 100',
  dryRun: 'Bitte Ja oder Nein wählen',
  notFound: 'Import nicht gefunden',
  alreadyRunning:
    'Es läuft bereits ein Import. Warten Sie, bis er fertig ist, oder brechen Sie ihn ab.',
  notRunning: 'Dieser Import läuft nicht mehr.',
  commandLineRun:
    'Dieser Import wurde über die Kommandozeile gestartet und lässt sich nur dort abbrechen.',
  keyRefused: 'Die Quelle lehnt App-ID oder Master-Key ab.',
  noProjectForInvitations:
    'Einladungen gibt es erst nach einem Import (nicht nach einem Probelauf), der ein Projekt angelegt hat.',
  stillRunning: 'Bitte warten Sie, bis der Import beendet ist.',
  keyGone:
    'Der Master-Key dieses Imports ist nicht mehr gespeichert. Bitte starten Sie den Import neu.',
  retrying: (message: string) => `${message} Ein neuer Versuch folgt.`,
  abandoned: 'Der Import wurde nicht beendet (der Auftrag ist fehlgeschlagen).',
} as const;

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, importMessages.tooLong(max));

/** Where the source is: the fields the CLI takes as --server-url, --app-id, --master-key. */
export const importSourceSchema = z.object({
  serverUrl: z
    .string({ error: importMessages.serverUrl })
    .trim()
    .max(MAX_URL_LENGTH, importMessages.serverUrl)
    .refine(isHttpUrl, importMessages.serverUrl),
  appId: text(200, importMessages.appIdRequired),
  // Not trimmed: a key is used exactly as typed.
  masterKey: z
    .string({ error: importMessages.masterKeyRequired })
    .min(1, importMessages.masterKeyRequired)
    .max(500, importMessages.tooLong(500)),
});
export type ImportSource = z.infer<typeof importSourceSchema>;

/** The check call's answer: the source's projects by name (the project picker's options). */
export const importCheckSchema = z.object({ projects: z.array(z.string()) });
export type ImportCheck = z.infer<typeof importCheckSchema>;

export const startImportBodySchema = importSourceSchema.extend({
  /** The source project (and Kontor project) by name, as --project; needed when the source has several. */
  project: z
    .string({ error: importMessages.projectTooLong })
    .trim()
    .max(100, importMessages.projectTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  dryRun: z.boolean({ error: importMessages.dryRun }).default(false),
});
export type StartImportBody = z.input<typeof startImportBodySchema>;

export const IMPORT_RUN_STATES = ['running', 'done', 'failed', 'cancelled'] as const;
export type ImportRunState = (typeof IMPORT_RUN_STATES)[number];

/** One class of a run: the counts so far, its size in the source (when known) and whether it is through. */
export const importClassProgressSchema = z.object({
  className: z.string(),
  read: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  total: z.number().int().nullable(),
  done: z.boolean(),
});
export type ImportClassProgress = z.infer<typeof importClassProgressSchema>;

/** A run as the runs list shows it (no credentials ever leave the server). */
export const importRunListItemSchema = z.object({
  id: idSchema,
  state: z.enum(IMPORT_RUN_STATES),
  dryRun: z.boolean(),
  serverUrl: z.string(),
  projectId: idSchema.nullable(),
  projectName: z.string().nullable(),
  cancelRequested: z.boolean(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** Objects read so far, over all classes. */
  read: z.number().int(),
  skipped: z.number().int(),
});
export type ImportRunListItem = z.infer<typeof importRunListItemSchema>;

export const importRunSchema = importRunListItemSchema.extend({
  appId: z.string().nullable(),
  sourceProject: z.string().nullable(),
  error: z.string().nullable(),
  /** A run started by the CLI: the screen shows it but cannot cancel it. */
  fromCommandLine: z.boolean(),
  classes: z.array(importClassProgressSchema),
  notes: z.number().int(),
  /**
   * Imported accounts of the run's project that never set a password ('Einladungen senden'
   * mails them); null while the run cannot invite (a dry run, no project, still running).
   */
  invitable: z.number().int().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importRunPageSchema = pageOf(importRunListItemSchema);
export const importRunListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type ImportRunListParams = z.output<typeof importRunListQuerySchema>;

export const importRunParamsSchema = z.object({ runId: idSchema });

export const IMPORT_FINDING_KINDS = ['skipped', 'note'] as const;
export type ImportFindingKind = (typeof IMPORT_FINDING_KINDS)[number];

/** A skipped object with its reason, or a note, as the report lists them. */
export const importFindingSchema = z.object({
  id: z.string(),
  className: z.string(),
  sourceId: z.string(),
  kind: z.enum(IMPORT_FINDING_KINDS),
  text: z.string(),
});
export type ImportFinding = z.infer<typeof importFindingSchema>;

export const importFindingPageSchema = pageOf(importFindingSchema);
export const importFindingListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(IMPORT_FINDING_KINDS, { error: 'Ungültige Art' }).default('skipped'),
  search: z.string().trim().max(100).optional(),
});
export type ImportFindingListParams = z.output<typeof importFindingListQuerySchema>;

/** 'Einladungen senden': mails queued, and addresses the per-address throttle held back. */
export const importInvitationsSchema = z.object({
  sent: z.number().int(),
  throttled: z.number().int(),
});
export type ImportInvitations = z.infer<typeof importInvitationsSchema>;

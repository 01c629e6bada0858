/**
 * Forms ('Formulare', spec 001 §2 Forms, §3 Form / Form field / Data, §5, §7 send-test-email,
 * §9 recipients 5): a form's fields, its mail settings and the submissions the club's website
 * sends to the public endpoint. Privacy by default: every form states a consent text whose exact
 * wording and version are stored with each submission, and a retention period after which a
 * nightly job deletes submissions (docs/forms.md).
 */
import { z } from 'zod';
import {
  idSchema,
  pageOf,
  pageQuerySchema,
  problemSchema,
  singleLine,
  versionSchema,
} from './common.ts';
import { oneLineText } from './one-line-text.ts';

export const formMessages = {
  required: 'Pflichtfeld',
  nameLength: (n: number) => `Die Mindestlänge beträgt ${n}`,
  nameMax: (n: number) => `Die Höchstlänge beträgt ${n}`,
  fieldNameRequired: 'Name ist ein Pflichtfeld',
  fieldNameTaken: 'Name existiert bereits',
  fieldTypeRequired: 'Typ ist ein Pflichtfeld',
  optionsRequired: 'Optionen sind ein Pflichtfeld',
  optionsMin: 'Mindestens 2 Optionen sind erforderlich',
  checkboxDescriptionRequired: 'Beschreibung ist ein Pflichtfeld',
  staticForm: 'Bei einem statischen Formular können keine Felder angelegt oder verändert werden.',
  notFound: 'Formular nicht gefunden',
  conflict:
    'Das Formular wurde inzwischen von jemand anderem geändert. Bitte wählen Sie, welche Fassung gelten soll.',
  noData: 'Keine Daten vorhanden',
  deleteData: 'Daten löschen',
  fieldDeleteQuestion:
    'Möchten Sie dieses Feld wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.',
  fieldDeleted: 'Feld gelöscht',
  saved: 'Daten aktualisiert',
  recipientsMax: 'Höchstens 5 Empfänger',
  recipientNameLine: 'Der Name darf keine Zeilenumbrüche enthalten',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  emailRequired: 'Bitte geben Sie eine E-Mail-Adresse ein',
  /** Spec 001 §5: the reply sender must end in the site's domain (the hint names it). */
  senderDomain: (domain: string) => `Die Absenderadresse muss auf @${domain} enden`,
  senderNoDomain: 'Bitte zuerst die Domain der Webseite in den Projekteinstellungen angeben',
  testMailSent: 'Test E-Mail gesendet',
  consentRequired: 'Bitte stimmen Sie der Datenschutzerklärung zu',
  submissionInvalid: 'Bitte prüfen Sie Ihre Eingaben',
  tooManySubmissions: 'Zu viele Einsendungen. Bitte versuchen Sie es später erneut.',
  challengeFailed: 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte laden Sie die Seite neu.',
  fileUnsupported: 'Datei nicht unterstützt.',
  fileTooLarge: 'Die Datei ist größer als 20 MB',
  optionInvalid: 'Bitte wählen Sie eine der Optionen',
  dateInvalid: 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ)',
  numberInvalid: 'Bitte geben Sie eine Zahl ein',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein',
  submissionNotFound: 'Eintrag nicht gefunden',
  fileNotFound: 'Datei nicht gefunden',
} as const;

export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'textarea',
  'file',
  'select',
  'checkbox',
  'date',
  'phone',
  'number',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const FORM_RECIPIENTS_MAX = 5;
export const FORM_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Spec 001 §5 file uploads: images, pdf, excel, powerpoint, text, csv, html. */
export const FORM_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'application/pdf',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
  'text/html',
] as const;
/** Retention choices in days (null: keep until deleted by hand is not offered — privacy by default). */
export const FORM_RETENTION_DAYS = [30, 90, 180, 365, 730] as const;
export const FORM_RETENTION_DEFAULT = 180;

const oneLine = (max: number) => z.string().max(max).transform(singleLine);

export const formFieldOptionSchema = z.object({
  id: z.string().min(1).max(40),
  label: oneLine(200),
  value: oneLine(200),
  text: z.string().max(500).default(''),
});

/** A field as the Felder tab edits it; `name` is the key in the submitted data. */
export const formFieldSchema = z
  .object({
    id: z.string().min(1).max(40),
    // The name heads its value in the notification mail.
    name: oneLineText({ required: formMessages.fieldNameRequired, max: 60 }),
    label: oneLine(200).default(''),
    type: z.enum(FORM_FIELD_TYPES, formMessages.fieldTypeRequired),
    required: z.boolean().default(false),
    options: z.array(formFieldOptionSchema).max(50).default([]),
    info: z.string().max(500).default(''),
    description: z.string().max(2000).default(''),
    placeholder: oneLine(200).default(''),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'select' && field.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: formMessages.optionsRequired });
    else if (field.type === 'select' && field.options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: formMessages.optionsMin });
    if (field.type === 'checkbox' && field.description.trim() === '')
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: formMessages.checkboxDescriptionRequired,
      });
  });
export type FormField = z.output<typeof formFieldSchema>;

/** A saved field as answers carry it: answers are encoded, and an input transform cannot be. */
export const savedFormFieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  required: z.boolean(),
  options: z.array(
    z.object({ id: z.string(), label: z.string(), value: z.string(), text: z.string() }),
  ),
  info: z.string(),
  description: z.string(),
  placeholder: z.string(),
});

/** The whole list of fields (PUT …/fields): names unique (spec 001 §5). */
export const formFieldsSchema = z
  .array(formFieldSchema)
  .max(50)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      const key = field.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: formMessages.fieldNameTaken,
        });
      seen.add(key);
    });
  });

const emailSchema = z.string().trim().max(254).pipe(z.email(formMessages.emailInvalid));

export const formRecipientSchema = z.object({
  id: z.string().min(1).max(40),
  // Refused rather than joined: settings are also the form's answer, and answers cannot transform.
  name: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !/\p{Cc}/u.test(v), formMessages.recipientNameLine)
    .default(''),
  email: emailSchema,
});

/**
 * Einstellungen (spec 001 §3 Form settings). The sender must end in the project's site domain;
 * the server checks that (it knows the domain) and answers 400 on `senderEmail`.
 */
export const formSettingsSchema = z.object({
  notification: z.boolean().default(false),
  recipients: z
    .array(formRecipientSchema)
    .max(FORM_RECIPIENTS_MAX, formMessages.recipientsMax)
    .default([]),
  response: z.boolean().default(false),
  notificationText: z.string().max(5000).default(''),
  senderEmail: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, formMessages.emailInvalid)
    .default(''),
  /** Static forms are built into the website; their fields cannot be edited (spec 001 §2). */
  staticForm: z.boolean().default(false),
  /** The consent text the website shows; stored verbatim with each submission. */
  consentText: z.string().max(5000).default(''),
  retentionDays: z
    .number()
    .int()
    .refine(
      (n) => (FORM_RETENTION_DAYS as readonly number[]).includes(n),
      'Ungültige Aufbewahrungsfrist',
    )
    .default(FORM_RETENTION_DEFAULT),
  /** The website must solve a proof-of-work challenge before submitting (docs/forms.md). */
  challenge: z.boolean().default(false),
});
export type FormSettings = z.output<typeof formSettingsSchema>;

/** Spec 001 §5 'Create forms': name 5-36, 'Pflichtfeld' when empty. */
const formNameSchema = oneLineText({
  required: formMessages.required,
  min: { length: 5, message: formMessages.nameLength(5) },
  max: 36,
  maxMessage: formMessages.nameMax(36),
});

export const formCreateSchema = z.object({
  name: formNameSchema,
  description: z.string().max(500).default(''),
});
export type FormCreateBody = z.input<typeof formCreateSchema>;
export const formUpdateSchema = z.object({
  version: versionSchema,
  name: formNameSchema.optional(),
  description: z.string().max(500).optional(),
  settings: formSettingsSchema.optional(),
});
export type FormUpdateBody = z.output<typeof formUpdateSchema>;
export const formFieldsUpdateSchema = z.object({
  version: versionSchema,
  fields: formFieldsSchema,
});

export const formSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  fields: z.array(savedFormFieldSchema),
  settings: formSettingsSchema,
  /** Increases with every change of the consent text; stored with each submission. */
  consentVersion: z.number().int(),
  /** The project's website domain the reply sender must end in ('' while not set; §5 hint). */
  siteDomain: z.string(),
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Form = z.infer<typeof formSchema>;

/**
 * A 409 on PATCH or PUT …/fields (problem+json with two extension members): `current` is the
 * form as another editor saved it, `submitted` the change that was based on an older version.
 * The editor shows both and lets the user choose; nothing is overwritten silently.
 */
export const formConflictSchema = problemSchema.extend({
  current: formSchema,
  submitted: z.object({
    version: versionSchema,
    name: z.string().optional(),
    description: z.string().optional(),
    settings: formSettingsSchema.optional(),
    fields: z.array(savedFormFieldSchema).optional(),
  }),
});
export type FormConflict = z.infer<typeof formConflictSchema>;
export const formListItemSchema = formSchema.pick({ id: true, name: true, description: true });
export const formPageSchema = pageOf(formListItemSchema);
export const formListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type FormListParams = z.output<typeof formListQuerySchema>;
export const formParamsSchema = z.object({ projectId: idSchema, formId: idSchema });

/** A column of the Daten tab and the CSV: a current field of the form, in field order. */
export const submissionColumnSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
});
export type SubmissionColumn = z.infer<typeof submissionColumnSchema>;

/** A stored file of a submission (downloadable by staff with the forms module). */
export const submissionFileSchema = z.object({
  id: idSchema,
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** One row of the Daten tab: 'Datum' plus one column per key found in `data`. */
export const submissionSchema = z.object({
  id: idSchema,
  createdAt: z.string(),
  /** Field name → submitted value (text; checkbox 'ja'/'nein'; file: the file's name). */
  data: z.record(z.string(), z.string()),
  files: z.array(submissionFileSchema),
  /** The submitter's address (the form's first email field), for export and deletion. */
  email: z.string().nullable(),
  consentText: z.string(),
  consentVersion: z.number().int(),
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionPageSchema = pageOf(submissionSchema).extend({
  /** The form's current fields in field order (empty answers included; issue 35). */
  columns: z.array(submissionColumnSchema),
});

/** One submission with its form (a notification opens it: …/forms/submissions/:id). */
export const submissionDetailSchema = submissionSchema.extend({ formId: idSchema });

/** The Daten tab pages by 10 (spec 001 §2). */
export const SUBMISSIONS_PAGE_SIZE = 10;
export const submissionPageQuerySchema = pageQuerySchema.extend({
  pageSize: pageQuerySchema.shape.pageSize.unwrap().default(SUBMISSIONS_PAGE_SIZE),
});
/** 'Daten löschen': the selected submissions of one form. */
export const submissionDeleteSchema = z.object({
  ids: z.array(idSchema, formMessages.submissionInvalid).min(1, formMessages.required).max(100),
});

/** GDPR Art. 15 / 17: everything one address submitted, in this project's forms. */
export const submitterQuerySchema = z.object({ email: emailSchema });
export const submitterExportSchema = z.object({
  email: z.string(),
  exportedAt: z.string(),
  submissions: z.array(submissionSchema.extend({ formId: idSchema, formName: z.string() })),
});
export const submitterDeleteAnswerSchema = z.object({ deleted: z.number().int() });

export const testMailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, formMessages.emailRequired)
    .max(254)
    .pipe(z.email(formMessages.emailInvalid)),
});

/**
 * Public submission (multipart or JSON): the form's fields by name, the honeypot field (must
 * stay empty), the consent flag and, when the project enables it, the proof-of-work solution.
 */
export const FORM_HONEYPOT_FIELD = 'website_url' as const;
export const publicFormSchema = z.object({
  id: idSchema,
  name: z.string(),
  fields: z.array(savedFormFieldSchema),
  consentText: z.string(),
  consentVersion: z.number().int(),
  honeypotField: z.literal(FORM_HONEYPOT_FIELD),
  /** A proof-of-work challenge to solve before submitting, when enabled (docs/forms.md). */
  challenge: z
    .object({ token: z.string(), difficulty: z.number().int().min(1).max(30) })
    .nullable(),
});
export const publicSubmissionAnswerSchema = z.object({ id: idSchema });

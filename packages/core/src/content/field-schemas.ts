import { z } from 'zod';
import { idSchema } from '../schemas/common.ts';
import type { ContentField } from './declaration.ts';
import { contentMessages as m } from './messages.ts';
import { PALETTE_VALUES } from './palette.ts';
import { plainText } from './plain-text.ts';
import { fileAddressSchema, httpUrlSchema } from './web-address.ts';

/** Rich text is stored as HTML; this bounds the markup, the rules count the visible text. */
const MAX_HTML = 200_000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'Pflichtfeld' for a missing or null value, `message` for a wrong one. */
const missingOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? m.required : message;

const dateTime = z.iso.datetime({ offset: true, error: missingOr(m.date) });
const imageId = z.string({ error: missingOr(m.imageId) }).length(10, m.imageId);
const recordId = z.string({ error: missingOr(m.referenceMissing) }).length(10, m.referenceMissing);
const latitude = z.number().min(-90, m.minValue(-90)).max(90, m.maxValue(90));
const longitude = z.number().min(-180, m.minValue(-180)).max(180, m.maxValue(180));
export const geoPointSchema = z.object({ latitude, longitude });

/**
 * Spec 001 §3 Dated event place: an address, a location record, a map point or a link.
 * `online` is the link's rule: http(s) for requests, any text for stored answers.
 */
const placeOf = (online: z.ZodType<string>) =>
  z.object({
    type: z.enum(['address', 'location', 'map', 'online']),
    address: z.string().trim().max(300).optional(),
    location: idSchema.optional(),
    map: geoPointSchema.optional(),
    online: online.optional(),
  });
const placeSchema = placeOf(httpUrlSchema());
const storedPlaceSchema = placeOf(z.string());

const datedEventOf = (place: z.ZodType) =>
  z
    .object({
      id: z.string().min(1).max(40),
      start: dateTime,
      end: dateTime.nullable(),
      label: z.string().trim().max(200),
      fullDay: z.boolean(),
      place: place.nullable(),
    })
    .refine((e) => e.end === null || Date.parse(e.end) >= Date.parse(e.start), {
      path: ['end'],
      message: 'Das Ende darf nicht vor dem Beginn liegen',
    });

/** Spec 001 §3 Weekly time; weekday 1 = Montag … 7 = Sonntag. */
const weeklyTimeOf = (place: z.ZodType) =>
  z
    .object({
      id: z.string().min(1).max(40),
      weekday: z.number().int().min(1).max(7),
      start: z.string().regex(TIME, m.pattern),
      end: z.string().regex(TIME, m.pattern),
      place: place.nullable(),
    })
    .refine((t) => t.end > t.start, {
      path: ['end'],
      message: 'Das Ende muss nach dem Beginn liegen',
    });

const teamMemberSchema = z.object({
  id: z.string().min(1).max(40),
  name: z.string().trim().min(1, m.required).max(200, m.maxLength(200)),
  description: z.string().trim().max(2000, m.maxLength(2000)),
  image: imageId.nullable(),
});

const fileSchema = z.object(
  {
    name: z.string().trim().min(1, m.required).max(255, m.maxLength(255)),
    url: fileAddressSchema(),
  },
  { error: missingOr(m.required) },
);

function lengthChecked(
  text: z.ZodString,
  rules: { required?: boolean; min?: number; max?: number },
  measure: (value: string) => string = (v) => v,
) {
  return text
    .refine((v) => !rules.required || measure(v).length > 0, m.required)
    .refine(
      (v) => !rules.min || measure(v).length === 0 || measure(v).length >= rules.min,
      m.minLength(rules.min ?? 0),
    )
    .refine((v) => !rules.max || measure(v).length <= rules.max, m.maxLength(rules.max ?? 0));
}

/**
 * The schema of one field's value as a request sends it. A required field refuses null and
 * empty; an optional single value may be null (cleared).
 */
export function fieldValueSchema(field: ContentField): z.ZodType {
  const required = 'required' in field && field.required === true;
  const nullable = (schema: z.ZodType) => (required ? schema : schema.nullable());
  switch (field.kind) {
    case 'text': {
      const text = lengthChecked(z.string({ error: m.required }).trim().max(20_000), field);
      return field.format === 'email'
        ? text.refine((v) => v === '' || z.email().safeParse(v).success, m.email)
        : text;
    }
    case 'richText':
      return lengthChecked(z.string({ error: m.required }).max(MAX_HTML), field, plainText);
    case 'date':
      return nullable(dateTime);
    case 'image':
      return nullable(imageId);
    case 'gallery':
      return z.array(imageId).max(field.max, m.maxItems(field.max));
    case 'categories': {
      const max = field.multiple ? 10 : 1;
      return z.array(idSchema).max(max, m.maxItems(max));
    }
    case 'person':
    case 'location':
      return nullable(recordId);
    case 'persons':
      return z.array(idSchema).max(field.max, m.maxItems(field.max));
    case 'color':
      return z.enum(PALETTE_VALUES, { error: m.color });
    case 'file':
      return nullable(fileSchema);
    case 'geopoint':
      return geoPointSchema.nullable();
    case 'team':
      return z.array(teamMemberSchema).max(100, m.maxItems(100));
    case 'dates':
      return z.array(datedEventOf(placeSchema)).max(500, m.maxItems(500));
    case 'times':
      return z.array(weeklyTimeOf(placeSchema)).max(50, m.maxItems(50));
  }
}

/**
 * The schema of a stored value in an answer: the shape without the input rules, so an item
 * saved before a rule changed is still answered.
 */
export function fieldOutputSchema(field: ContentField): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'richText':
    case 'color':
      return z.string();
    case 'date':
    case 'image':
    case 'person':
    case 'location':
      return z.string().nullable();
    case 'gallery':
    case 'categories':
    case 'persons':
      return z.array(z.string());
    case 'file':
      return z.object({ name: z.string(), url: z.string() }).nullable();
    case 'geopoint':
      return z.object({ latitude: z.number(), longitude: z.number() }).nullable();
    case 'team':
      return z.array(teamMemberSchema);
    case 'dates':
      return z.array(datedEventOf(storedPlaceSchema));
    case 'times':
      return z.array(weeklyTimeOf(storedPlaceSchema));
  }
}

/** The value a field gets when a create request leaves it out. */
export function defaultValueOf(field: ContentField): unknown {
  switch (field.kind) {
    case 'text':
    case 'richText':
      return '';
    case 'color':
      return 'grey';
    case 'gallery':
    case 'categories':
    case 'persons':
    case 'team':
    case 'dates':
    case 'times':
      return [];
    default:
      return null;
  }
}

/** Whether a create request must send the field. */
export function isRequired(field: ContentField): boolean {
  return 'required' in field && field.required === true;
}

import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema object the generators read. */
export interface Schema {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

export type Components = Record<string, Schema>;

const REF_PREFIX = '#/components/schemas/';

export function resolve(schema: Schema, components: Components): Schema {
  let current = schema;
  while (current.$ref) current = components[current.$ref.slice(REF_PREFIX.length)] ?? {};
  return current;
}

/** Strings no schema takes lightly: very long, control characters, markup, SQL, path tricks. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    '[]',
    '{}',
    '-1',
    '0',
    '1e309',
    'NaN',
    'true',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    'Zeile\nZweite\r\nDritte',
    '\u0000\u0007\u001b',
    'Ä'.repeat(3000),
    '😀'.repeat(500),
    'https://evil.example/x',
  ),
  fc.integer({ min: 1, max: 12 }).map((k) => 'x'.repeat(k * 1000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A value of a wrong JSON type, or a nasty one of the right type. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.boolean(),
  fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 31))),
  nastyString,
  fc.array(nastyString, { maxLength: 3 }),
  fc.constant(Array.from({ length: 200 }, (_, i) => i)),
);

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'email') {
    return fc.constantFrom('max@test.example', 'büro@test.example', 'a@b.de', 'kein-at');
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 2 * maxLength);
    } catch {
      // A pattern JavaScript cannot compile: fall through to plain strings.
    }
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...['Hauptstraße 1', 'Müller & Söhne', '2026-03-02', '08:00', 'ZZZZZZZZZZ'].filter(
          (s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity),
        ),
        'x'.repeat(Math.max(minLength, 1)),
      ),
    },
  );
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1e6, -1e9);
  const max = Math.min(schema.maximum ?? 1e6, 1e9);
  if (min > max) return fc.constant(min);
  return integer
    ? fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max))
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values a schema describes ("valid-ish": patterns and lengths as far as fast-check can
 * follow them), with an occasional wrong or nasty value in a field when `sloppy`.
 */
export function valueOf(
  raw: Schema,
  components: Components,
  sloppy: boolean,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(raw, components);
  const exact = exactValueOf(schema, components, sloppy, depth);
  const nullable = schema.nullable ? fc.oneof(exact, fc.constant(null)) : exact;
  return sloppy && depth > 0
    ? fc.oneof({ weight: 9, arbitrary: nullable }, { weight: 1, arbitrary: wrongValue })
    : nullable;
}

function exactValueOf(
  schema: Schema,
  components: Components,
  sloppy: boolean,
  depth: number,
): fc.Arbitrary<unknown> {
  const members = schema.anyOf ?? schema.oneOf;
  if (members?.length) {
    return fc.oneof(...members.map((m) => valueOf(m, components, sloppy, depth)));
  }
  if (schema.allOf?.length) {
    return fc
      .tuple(...schema.allOf.map((m) => valueOf(m, components, sloppy, depth)))
      .map((parts) => Object.assign({}, ...parts.filter((p) => p && typeof p === 'object')));
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = Math.min(schema.minItems ?? 0, 5);
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(valueOf(schema.items ?? {}, components, sloppy, depth + 1), {
        minLength,
        maxLength,
      });
    }
    case 'object': {
      if (depth > 4 || !schema.properties) return fc.constant({});
      const record = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [
          key,
          valueOf(value, components, sloppy, depth + 1),
        ]),
      );
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A body or parameter: mostly one the schema describes, else one of a wrong shape. */
export function inputOf(schema: Schema, components: Components): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: valueOf(schema, components, false) },
    { weight: 3, arbitrary: valueOf(schema, components, true) },
    { weight: 2, arbitrary: wrongValue },
  );
}

import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '@kontor/core/content/content-types';
import { ALL_MODULES } from './all-modules.ts';
import type { RoleType } from '@kontor/core/schemas/projects';
import { testImage } from '../files/test-fixtures.ts';
import type { CreatedProject } from '../lib/project-setup.ts';
import { OPENAPI_FILE } from '../lib/openapi.ts';
import { multipartPayload, type FormPart } from './multipart.ts';
import { insertImage } from './test-images.ts';
import {
  inputOf,
  nastyString,
  resolve,
  valueOf,
  type Components,
  type Schema,
} from './openapi-arbitraries.ts';
import { createTestApp, type TestApp, type TestUser } from './test-app.ts';

/**
 * Contract fuzz (docs/api.md): EVERY operation of the committed docs/openapi.json is called
 * with generated path parameters, queries and bodies (from its schemas, sloppy variants and
 * wrong shapes: null, arrays, huge strings, wrong types), by each kind of caller. No answer
 * may be a 5xx, every status must be documented for the operation, and every answer must come
 * as documented (media type; JSON bodies valid against the response schema).
 *
 * Deterministic: a fixed seed (FUZZ_SEED), FUZZ_RUNS requests per operation and caller.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 20261206);

/**
 * What the fuzz cannot do to an operation, with the reason (nothing is left out silently). An
 * open event stream never ends inside `inject`, so the stream is called without
 * `Accept: text/event-stream` only (406 after the guards; its events: notification-events.test.ts).
 */
const LIMITED: Record<string, string> = {
  'GET /api/projects/{projectId}/notifications/stream':
    'never with Accept: text/event-stream (an open stream does not end inside inject)',
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

type Caller = 'superuser' | RoleType | 'none';
const CALLERS: Caller[] = ['superuser', 'admin', 'office', 'worker', 'none'];
const MODULES = ALL_MODULES;

interface Media {
  schema?: Schema;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Components };
}

/** OpenAPI 3.0's `nullable` as JSON Schema (Ajv's own keyword needs a `type` beside it). */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, v]) => [key, asJsonSchema(v)]),
  );
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

const doc = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Document;
const components = doc.components.schemas;
const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
);

const ajv = addFormats(new Ajv({ strict: false, allErrors: false }));
ajv.addFormat('binary', true);
const validators = new Map<string, ValidateFunction>();
function validatorOf(key: string, schema: Schema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    const root = asJsonSchema({ ...schema, components: doc.components }) as object;
    validators.set(key, (validate = ajv.compile(root)));
  }
  return validate;
}

/** A generated request before the session and the real ids are filled in. */
interface Draft {
  path: Record<string, PathValue>;
  query: Record<string, unknown>;
  body: unknown;
  /** multipart: which file each file field gets (an index into `files`) or a text value. */
  parts: Record<string, number | string | undefined> | undefined;
  bodyKind: 'schema' | 'none' | 'text' | 'json-to-multipart';
  idempotencyKey: string | undefined;
}
type PathValue = { project: 'own' | 'other' } | { seen: number } | { raw: string };

const paramsIn = (op: Operation, place: Parameter['in']) =>
  (op.parameters ?? []).filter((p) => p.in === place);

function pathValueOf(param: Parameter): fc.Arbitrary<PathValue> {
  const raw = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((v) => ({ raw: String(v) }));
  if (param.name === 'projectId') {
    return fc.oneof(
      { weight: 12, arbitrary: fc.constant({ project: 'own' as const }) },
      { weight: 1, arbitrary: fc.constant({ project: 'other' as const }) },
      { weight: 1, arbitrary: raw(fc.constantFrom('XXXXXXXXXX', 'kurz')) },
      { weight: 1, arbitrary: raw(nastyString) },
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: fc.nat().map((seen) => ({ seen })) },
    { weight: 3, arbitrary: raw(valueOf(param.schema ?? {}, components, false)) },
    { weight: 1, arbitrary: raw(nastyString) },
  );
}

function draftOf(op: Operation): fc.Arbitrary<Draft> {
  const path = Object.fromEntries(paramsIn(op, 'path').map((p) => [p.name, pathValueOf(p)]));
  const query = fc.record(
    Object.fromEntries(
      paramsIn(op, 'query').map((p) => [p.name, inputOf(p.schema ?? {}, components)]),
    ),
    { requiredKeys: [] },
  );
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const multipart = content['multipart/form-data']?.schema;
  const fields = multipart ? Object.entries(resolve(multipart, components).properties ?? {}) : [];
  const parts = multipart
    ? fc.record(
        Object.fromEntries(
          fields.map(([name, schema]) => [
            name,
            JSON.stringify(schema).includes('"binary"')
              ? fc.nat({ max: 3 })
              : fc.string({ maxLength: 20 }),
          ]),
        ),
        { requiredKeys: [] },
      )
    : fc.constant(undefined);
  return fc.record({
    path: fc.record(path),
    query,
    body: json ? inputOf(json, components) : fc.constant(undefined),
    parts,
    bodyKind: fc.constantFrom(
      'schema',
      'schema',
      'schema',
      'schema',
      'none',
      'text',
      'json-to-multipart',
    ),
    // Now and then a key: a fresh one (a reused one is 422 by design), or a malformed one.
    idempotencyKey: fc.oneof(
      { weight: 6, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.constantFrom('kurz', 'ü'.repeat(40)) },
    ),
  });
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      search.append(
        name,
        typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one),
      );
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

let t: TestApp;
let own: CreatedProject;
let other: CreatedProject;
let files: { name: string; bytes: Buffer; type: string }[];
const sessions = new Map<Caller, (TestUser & { cookie: string }) | undefined>();
/** Ids of the answers so far (record ids for path parameters), without the fixture's own. */
const seen: string[] = [];
const protectedIds = new Set<string>();

function collectIds(value: unknown, depth = 0): void {
  if (depth > 6 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) collectIds(item, depth + 1);
    return;
  }
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' && /^(id|.*Id)$/.test(key) && /^[A-Za-z0-9]{10}$/.test(v)) {
      if (!protectedIds.has(v) && !seen.includes(v)) seen.push(v);
    } else collectIds(v, depth + 1);
  }
}

async function login(caller: Caller) {
  if (caller === 'none') return undefined;
  const user = caller === 'superuser' ? await t.superuser() : await t.member(own, caller);
  protectedIds.add(user.id);
  return user;
}

function fill(template: string, draft: Draft): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = draft.path[name];
    if (!value) return name;
    if ('project' in value) return value.project === 'own' ? own.id : other.id;
    if ('seen' in value) return seen.length ? seen[value.seen % seen.length]! : 'ZZZZZZZZZZ';
    return encodeURIComponent(value.raw);
  });
}

async function payloadOf(op: Operation, draft: Draft) {
  const content = op.requestBody?.content ?? {};
  if (!op.requestBody || draft.bodyKind === 'none') return {};
  if (draft.bodyKind === 'text') {
    return { headers: { 'content-type': 'text/plain' }, payload: 'x' };
  }
  if (content['multipart/form-data'] && draft.bodyKind !== 'json-to-multipart') {
    const chosen = Object.entries(draft.parts ?? {}).filter(
      (entry): entry is [string, number | string] => entry[1] !== undefined,
    );
    const parts: FormPart[] = chosen.map(([field, value]) =>
      typeof value === 'number'
        ? {
            field,
            fileName: files[value]!.name,
            bytes: files[value]!.bytes,
            type: files[value]!.type,
          }
        : { field, value },
    );
    return multipartPayload(parts);
  }
  const body = JSON.stringify(draft.body ?? null);
  return { headers: { 'content-type': 'application/json' }, payload: body };
}

interface Totals {
  requests: number;
  statuses: Record<string, number>;
  renewedSessions: number;
}
const totals: Totals = { requests: 0, statuses: {}, renewedSessions: 0 };
const violations = new Map<string, string>();

function violation(kind: string, name: string, detail: string) {
  const key = `${name}: ${kind}`;
  if (!violations.has(key)) violations.set(key, `${key} (${detail})`);
}

/** Checks one answer against the operation's documented responses. */
function check(
  name: string,
  op: Operation,
  request: string,
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  const status = String(res.statusCode);
  const documented = op.responses[status];
  if (res.statusCode >= 500)
    return violation(`server error ${status}`, name, `${request}: ${res.body.slice(0, 300)}`);
  if (!documented) {
    return violation(
      `undocumented ${status}`,
      name,
      `${request}; documented: ${Object.keys(op.responses).join(', ')}`,
    );
  }
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (!documented.content) {
    if (res.body.length > 0) violation(`${status} with a body, documented without`, name, request);
    return;
  }
  const media = documented.content[type];
  if (!media) {
    return violation(
      `${status} as ${type || 'no media type'}`,
      name,
      `${request}; documented: ${Object.keys(documented.content).join(', ')}`,
    );
  }
  if (!/json$/.test(type) || !media.schema) return;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return violation(`${status} is no JSON`, name, request);
  }
  const validate = validatorOf(`${name} ${status} ${type}`, media.schema);
  if (!validate(body)) {
    const error = validate.errors?.[0];
    violation(
      `${status} does not match its schema`,
      name,
      `${request}: ${error?.instancePath || '/'} ${error?.message}`,
    );
  }
  if (res.statusCode < 300) collectIds(body);
}

beforeAll(async () => {
  t = await createTestApp();
  own = await t.createProject({ name: 'Projekt Fuzz', modules: [...MODULES] });
  other = await t.createProject({ name: 'Fremdes Projekt', modules: [...MODULES] });
  for (const id of [
    own.id,
    other.id,
    ...Object.values(own.roleIds),
    ...Object.values(own.moduleIds),
  ]) {
    protectedIds.add(id);
  }
  for (const caller of CALLERS) sessions.set(caller, await login(caller));
  files = [
    { name: 'foto.png', bytes: await testImage('png', 8, 8), type: 'image/png' },
    { name: 'plan.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
    { name: 'leer.txt', bytes: Buffer.alloc(0), type: 'text/plain' },
    { name: 'x.exe', bytes: Buffer.from('MZ\x90\x00'), type: 'application/octet-stream' },
  ];
  // A few records to aim at, among them a published article (the website's answers); the
  // fuzz's own creations join them.
  const admin = sessions.get('admin')!.cookie;
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload });
    if (res.statusCode < 300) collectIds(res.json());
    return res;
  };
  for (const url of ['properties', 'tasks', 'forms', ...CONTENT_TYPES.map((c) => c.type)]) {
    await post(`/api/projects/${own.id}/${url}`, { name: `Fuzz ${url}`, title: `Fuzz ${url}` });
  }
  const image = await insertImage(t.db, own.id);
  const article = await post(`/api/projects/${own.id}/articles`, {
    title: 'Öffentlicher Beitrag',
    image,
    text: '<p>Text</p>',
    date: '2026-06-01T10:00:00.000Z',
  });
  expect(article.statusCode, article.body).toBe(201);
  const published = await t.app.inject({
    method: 'PATCH',
    url: `/api/projects/${own.id}/articles/${article.json().id}`,
    headers: { cookie: admin },
    payload: { version: 0, state: 'published' },
  });
  expect(published.statusCode, published.body).toBe(200);
});
afterAll(() => t?.close());

describe('contract fuzz over docs/openapi.json', () => {
  it(
    'every operation, every caller: no 5xx, only documented statuses, answers as documented',
    async () => {
      expect(operations.length).toBeGreaterThan(250);
      for (const [index, { method, path, op }] of operations.entries()) {
        const name = `${method} ${path}`;
        for (const [c, caller] of CALLERS.entries()) {
          const drafts = fc.sample(draftOf(op), { seed: SEED + index * 31 + c, numRuns: RUNS });
          for (const draft of drafts) {
            const url = fill(path, draft) + queryString(draft.query);
            const body = await payloadOf(op, draft);
            const session = sessions.get(caller);
            const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
            const res = await t.app.inject({
              method: method as 'GET',
              url,
              headers: {
                ...(session ? { cookie: session.cookie } : {}),
                ...(unsafe && draft.idempotencyKey
                  ? { 'idempotency-key': draft.idempotencyKey }
                  : {}),
                ...body.headers,
              },
              ...('payload' in body ? { payload: body.payload } : {}),
            });
            totals.requests += 1;
            totals.statuses[res.statusCode] = (totals.statuses[res.statusCode] ?? 0) + 1;
            check(name, op, `${caller} ${method} ${url.slice(0, 200)}`, res);
            // Logout, a changed password or a removed membership ends a caller's session.
            if (session && res.statusCode === 401) {
              sessions.set(caller, await login(caller));
              totals.renewedSessions += 1;
            }
          }
        }
      }
      const found = [...violations.values()];
      console.info(
        `contract fuzz: ${operations.length} operations, ${CALLERS.length} callers, ` +
          `${RUNS} runs each (seed ${SEED}), ${totals.requests} requests, ` +
          `${found.length} violations; statuses ${JSON.stringify(totals.statuses)}; ` +
          `${totals.renewedSessions} sessions renewed; limited: ${JSON.stringify(LIMITED)}`,
      );
      expect(found).toEqual([]);
    },
    30 * 60_000,
  );
});

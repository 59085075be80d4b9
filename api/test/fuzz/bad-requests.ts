// Generators of bad requests for one operation of the OpenAPI document: mostly plausible requests (made from the
// operation's own schemas) with one thing wrong, so the calls get past the first check and reach deeper code.
import fc from 'fast-check';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  path: string;
  operation: OpenApiDocument['paths'][string][string];
  document: OpenApiDocument;
}

export interface BadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const KHMER = 'ភ្នំពេញ ខេត្តសៀមរាប';
/** Text that has tripped servers: empty, blank, NUL, broken Unicode, Khmer, huge, SQL and path tricks, numbers as text. */
const BAD_TEXT = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  KHMER,
  'ក'.repeat(300),
  'x'.repeat(5_000),
  'y'.repeat(200_000),
  "' or 1=1 --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '1e999',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '9'.repeat(40),
  'true',
  'null',
  '{}',
  '[]',
  '😀'.repeat(50),
  '\u202e\u200b',
  'SUPER_ADMIN',
];
const BAD_NUMBERS = [0, -1, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 5e-324];

/** A value of the wrong kind, or of the right kind but out of every sensible range. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BAD_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_NUMBERS) },
  { weight: 1, arbitrary: fc.integer({ min: -1000, max: 3_000_000_000 }) },
  { weight: 1, arbitrary: fc.boolean() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      null,
      [],
      {},
      [null],
      [1, 'a'],
      { id: 1 },
      Array.from({ length: 5_000 }, (_, i) => i),
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), {
      maxKeys: 3,
    }),
  },
);

/**
 * Numbers spelt otherwise than in plain digits, each meaning a small id that exists (issue 33: a fuzzer reached
 * records 16 and 1000 this way and deleted them). The API must refuse every one of them.
 */
export const OTHER_SPELLINGS = [
  '0x10',
  '1e3',
  '1.6e1',
  '0b10000',
  '0o20',
  '%2B16',
  '016',
  '16.0',
  '%2016',
  '16%20',
  '0x1',
  '1e0',
  '2.0',
  '%2B2',
  '02',
  '%201',
  '0b11',
  '0o7',
  '1e1',
];
const spelt = fc.constantFrom(...OTHER_SPELLINGS);

/** Ids as they arrive in paths: absent, zero, negative, too big, not numbers, encoded tricks, other spellings, and a few real ones. */
const badId = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '2147483000',
      '2147483648',
      '99999999999999999999',
      '1.5',
      '1e3',
      'abc',
      '%20',
      '%00',
      '%E1%9E%80',
      'null',
      '__proto__',
      '..%2F..',
    ),
  },
  { weight: 3, arbitrary: spelt },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(101)) },
);

function resolve(schema: JsonSchema | undefined, document: OpenApiDocument, depth = 0): JsonSchema {
  if (!schema || depth > 10) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return resolve(document.components?.schemas?.[name], document, depth + 1);
  }
  return schema;
}

/** A value the schema probably accepts (patterns and formats are not honoured: a near miss is a fine input too). */
export function plausible(
  schemaIn: JsonSchema | undefined,
  document: OpenApiDocument,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(schemaIn, document);
  if (depth > 5) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => plausible(choice, document, depth + 1)));
  if (schema.allOf?.length) return plausible(schema.allOf[0], document, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? 1, -1e9),
        max: Math.min(schema.maximum ?? 40, schema.minimum !== undefined ? schema.minimum + 40 : 40),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(schema.items, document, depth + 1), { maxLength: 3 });
    case 'object':
      return plausibleObject(schema, document, depth);
    case 'string':
      if (schema.format === 'email') return fc.constantFrom('someone@test.parts', 'customer@parts.demo');
      if (schema.format === 'date-time') return fc.constantFrom('2026-01-01T00:00:00Z', '2026-11-24T10:00:00.000Z');
      if (schema.format === 'date') return fc.constant('2026-01-01');
      return fc.oneof(
        fc.constantFrom('Brake pad', KHMER, 'Sturdy-pass-42', '012345678', 'KH-12', 'TOYOTA'),
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) }),
      );
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 40 }));
  }
}

function plausibleObject(
  schema: JsonSchema,
  document: OpenApiDocument,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of entries) record[key] = plausible(value, document, depth + 1);
  return fc.record(record, { requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key)) });
}

type BodyShape = { payload?: string; contentType?: string };

/** Text PostgreSQL cannot store, or that is unusual, added to an otherwise valid text so it gets past the schema. */
const TAINTS = ['\u0000', 'x\u0000y', '\ud800', 'a\udc00', `${KHMER}\u0000`, '\u0000'.repeat(3)];
const tainted = (value: unknown, taint: string) => (typeof value === 'string' ? `${value}${taint}` : taint);

/** One thing wrong with an otherwise plausible body. */
function badBody(schema: JsonSchema | undefined, document: OpenApiDocument): fc.Arbitrary<BodyShape> {
  const resolved = resolve(schema, document);
  const base = plausible(resolved, document);
  const keys = Object.keys(resolved.properties ?? {});
  const textKeys = keys.filter((key) => resolve(resolved.properties![key], document).type === 'string');
  const json = (value: unknown): BodyShape => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const asObject = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return fc.oneof(
    // one field of the wrong kind or value
    {
      weight: 5,
      arbitrary: fc
        .tuple(base, keys.length ? fc.constantFrom(...keys) : fc.constant('name'), badValue)
        .map(([value, key, bad]) => json({ ...asObject(value), [key]: bad })),
    },
    // one text field valid but for a NUL or a broken surrogate: it passes the schema and reaches the database
    ...(textKeys.length
      ? [
          {
            weight: 4,
            arbitrary: fc
              .tuple(base, fc.constantFrom(...textKeys), fc.constantFrom(...TAINTS))
              .map(([value, key, taint]) => json({ ...asObject(value), [key]: tainted(asObject(value)[key], taint) })),
          },
        ]
      : []),
    // a required field missing
    {
      weight: 2,
      arbitrary: fc
        .tuple(base, fc.constantFrom(...(resolved.required?.length ? resolved.required : ['x'])))
        .map(([value, key]) => {
          const copy = { ...asObject(value) };
          delete copy[key];
          return json(copy);
        }),
    },
    // extra fields, including ones that name a role or the prototype
    {
      weight: 1,
      arbitrary: fc.tuple(base, badValue).map(([value, bad]) => ({
        payload: JSON.stringify({
          ...asObject(value),
          type: 'SUPER_ADMIN',
          id: 1,
          userId: 1,
          supplierId: 1,
          extra: bad,
        }).replace(/^\{/, '{"__proto__":{"admin":true},'),
        contentType: 'application/json',
      })),
    },
    // the whole body of the wrong kind
    { weight: 2, arbitrary: badValue.map(json) },
    // no valid JSON, or none at all
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,2', 'nul', '\u0000', '{"a":1 "b":2}', '', '\ufeff{}', '{"a":"\\ud800"}')
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    // a plausible body under a content type the route does not take
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          base,
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=latin1',
            'image/png',
          ),
        )
        .map(([value, contentType]) => ({ payload: JSON.stringify(value), contentType })),
    },
    // the plausible body itself (the other parts of the request are wrong)
    { weight: 1, arbitrary: base.map(json) },
  );
}

/** Percent-encoded; a lone surrogate (which has no UTF-8 form) becomes the invalid UTF-8 bytes ED A0 80. */
function encode(value: unknown): string {
  const text =
    typeof value === 'string' ? value : typeof value === 'object' ? (JSON.stringify(value) ?? '') : String(value);
  return text.replace(/[\s\S]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  });
}

/** A request to `operation` with bad path ids, query values, body or content type. */
export function requestFor({ method, path, operation, document }: Operation): fc.Arbitrary<BadRequest> {
  const parameters = operation.parameters ?? [];
  const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const pathValues = fc.tuple(
    ...pathNames.map((name) => {
      const schema = resolve(parameters.find((p) => p.in === 'path' && p.name === name)?.schema, document);
      return schema.enum ? fc.oneof(fc.constantFrom(...(schema.enum as string[])), badId) : badId;
    }),
  );
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const query = fc.array(
    fc.oneof(
      ...(queryParameters.length
        ? [
            fc
              .tuple(fc.constantFrom(...queryParameters), fc.constantFrom('good', 'bad', 'tainted'))
              .chain(([parameter, kind]) =>
                (kind === 'good'
                  ? plausible(parameter.schema, document)
                  : kind === 'bad'
                    ? badValue
                    : fc
                        .tuple(plausible(parameter.schema, document), fc.constantFrom(...TAINTS))
                        .map(([value, taint]) => tainted(value, taint))
                ).map((value) => `${parameter.name}=${encode(value)}`),
              ),
          ]
        : []),
      fc
        .tuple(fc.constantFrom('q', 'page', 'size', 'sort', 'id', 'type', '__proto__', 'x'), badValue)
        .map(([name, value]) => `${name}=${encode(value)}`),
      // paging and the route's own parameters with a number spelt otherwise (already URL-encoded)
      fc
        .tuple(fc.constantFrom('page', 'size', ...queryParameters.map((p) => p.name)), spelt)
        .map(([name, value]) => `${name}=${value}`),
    ),
    { maxLength: 4 },
  );
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body: fc.Arbitrary<BodyShape> =
    bodySchema !== undefined || ['POST', 'PUT', 'PATCH'].includes(method)
      ? badBody(bodySchema, document)
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant<BodyShape>({}) },
          {
            weight: 1,
            arbitrary: badValue.map((value) => ({
              payload: JSON.stringify(value) ?? '',
              contentType: 'application/json',
            })),
          },
        );

  return fc.tuple(pathValues, query, body).map(([ids, pairs, shape]): BadRequest => {
    let url = path;
    pathNames.forEach((name, index) => (url = url.replace(`{${name}}`, ids[index]!)));
    if (pairs.length) url += `?${pairs.join('&')}`;
    return {
      method,
      url,
      headers: shape.contentType ? { 'content-type': shape.contentType } : ({} as Record<string, string>),
      ...(shape.payload !== undefined && method !== 'GET' && method !== 'HEAD' ? { payload: shape.payload } : {}),
    };
  });
}

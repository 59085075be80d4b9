// Numbers in paths and query strings are read from text, and Ajv's coercion (`+text`) takes any spelling
// JavaScript does: `0x10`, `0b10000`, `0o20`, `1.6e1`, `+16`, `016`, `16.0` and ` 16` (`%2016`) all become 16, and
// `1e3` becomes 1000. A fuzzer reached real records that way (issue 33). So before a text part is validated
// (and coerced), every value its schema would read as a number must be written plainly: decimal digits, no
// leading zero (`0` itself is fine), no exponent, no spaces, and a sign only where the schema allows negatives;
// a fraction only where it takes non-integers. Anything else is the usual 400 VALIDATION naming the parameter.
// Checked in the validator compiler (app.ts), so every route inherits it, the ones added later too.

/** The shape of one of Ajv's errors, which Fastify words as `querystring/page must be ...`. */
export interface StrictNumberError {
  keyword: 'strictNumber';
  instancePath: string;
  schemaPath: string;
  params: Record<string, never>;
  message: string;
}

interface Schema {
  type?: string | string[];
  minimum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
}

const DIGITS = /^(?:0|[1-9][0-9]*)$/;
const SIGNED_DIGITS = /^(?:0|-?[1-9][0-9]*)$/;
const DECIMAL = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;
const UNSIGNED_DECIMAL = /^(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;

export const STRICT_NUMBER_MESSAGE =
  'must be a number written in plain decimal digits (no sign, leading zero, exponent or spaces)';

const typesOf = (schema: Schema): string[] => (schema.type === undefined ? [] : [schema.type].flat());
const allowsNegative = (schema: Schema) => (schema.minimum ?? schema.exclusiveMinimum ?? -1) < 0;

/** Ajv's own test for "this text becomes a number" (its coercion is `data == +data` on a non-empty string). */
const coercibleToNumber = (text: string) => text !== '' && !Number.isNaN(Number(text));

/** Whether `schema` (or a branch of it) could take this text as it is, as text: then a number spelling is not forced. */
function takesText(schema: Schema, text: string): boolean {
  if (schema.const !== undefined) return schema.const === text;
  if (schema.enum) return schema.enum.includes(text);
  if (typesOf(schema).includes('string')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((branch) => takesText(branch, text));
}

/** The number schemas a value may be read by: this one, and the branches of its unions. */
function numberSchemas(schema: Schema): Schema[] {
  const own = typesOf(schema).some((type) => type === 'integer' || type === 'number') ? [schema] : [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(numberSchemas);
  return [...own, ...branches];
}

function plainSpelling(text: string, schemas: Schema[]): boolean {
  return schemas.some((schema) => {
    const integer = typesOf(schema).includes('integer') && !typesOf(schema).includes('number');
    const negative = allowsNegative(schema);
    return (integer ? (negative ? SIGNED_DIGITS : DIGITS) : negative ? DECIMAL : UNSIGNED_DECIMAL).test(text);
  });
}

/** The first value of a params or querystring object (still text) whose number is spelt otherwise, as Ajv's error. */
export function strictNumberError(schema: Schema | undefined, data: unknown, path = ''): StrictNumberError | undefined {
  if (!schema || data === null || data === undefined) return undefined;
  if (Array.isArray(data)) {
    // A repeated query parameter (`?page=1&page=0x1`): every copy is read, so every copy must be plain.
    for (const [index, item] of data.entries()) {
      const found = strictNumberError(
        typesOf(schema).includes('array') ? schema.items : schema,
        item,
        typesOf(schema).includes('array') ? `${path}/${index}` : path,
      );
      if (found) return found;
    }
    return undefined;
  }
  if (typeof data === 'string') {
    if (typesOf(schema).includes('array')) return strictNumberError(schema.items, data, `${path}/0`);
    const numbers = numberSchemas(schema);
    if (numbers.length === 0 || plainSpelling(data, numbers)) return undefined;
    // Text a string branch takes (`me`, a name) is text; a number spelt otherwise is refused even there.
    if (!coercibleToNumber(data) && takesText(schema, data)) return undefined;
    return {
      keyword: 'strictNumber',
      instancePath: path,
      schemaPath: '#/strictNumber',
      params: {},
      message: STRICT_NUMBER_MESSAGE,
    };
  }
  if (typeof data === 'object' && schema.properties) {
    for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
      const property = schema.properties[name];
      const found = property && strictNumberError(property, value, `${path}/${name}`);
      if (found) return found;
    }
  }
  return undefined;
}

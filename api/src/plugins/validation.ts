// Checks every request's params, querystring and body after schema validation, for values that pass the
// schemas but that PostgreSQL cannot take, so they get the same 400 as any other bad input instead of a 500:
// - numbers that are not finite: Ajv coerces "Infinity", "1e999" or a 400-digit string to Infinity, and its
//   range checks (minimum, maximum) skip non-finite numbers;
// - text PostgreSQL cannot store: U+0000 (text and jsonb refuse it) and unpaired UTF-16 surrogates (they have
//   no UTF-8 form, so they would be silently changed into U+FFFD).
// One check here covers every route, including the ones added later.
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error.ts';

const PARTS = ['params', 'query', 'body'] as const;
const LABELS: Record<(typeof PARTS)[number], string> = { params: 'params', query: 'querystring', body: 'body' };
const MAX_DEPTH = 8;
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this looks for
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      for (const part of PARTS) {
        const problem = findUnstorable(request[part], LABELS[part], 0);
        if (problem) throw badRequest(problem);
      }
    });
  },
  { name: 'validation' },
);

/** The first value (or object key) PostgreSQL cannot take, worded as a 400 message naming its field. */
export function findUnstorable(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path} must be a finite number`;
  if (typeof value === 'string')
    return UNSTORABLE_TEXT.test(value) ? `${path} must not contain a NUL character or broken Unicode text` : undefined;
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (UNSTORABLE_TEXT.test(key)) return `${path} has a field name with a NUL character or broken Unicode text`;
    const found = findUnstorable(child, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

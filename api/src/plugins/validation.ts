// Ajv coerces "Infinity", "1e999" or a 400-digit string to Infinity, and its range checks (minimum,
// maximum) skip non-finite numbers, so such a value would pass validation and reach the database.
// One check after validation turns it into the same 400 any other bad input gets.
import fp from 'fastify-plugin';
import { ErrorCode } from '@shop/contracts';
import { HttpError } from '../lib/http-error.ts';

const PARTS = ['params', 'query', 'body'] as const;
const LABELS: Record<(typeof PARTS)[number], string> = { params: 'params', query: 'querystring', body: 'body' };
const MAX_DEPTH = 8;

export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      for (const part of PARTS) {
        const path = findNonFinite(request[part], LABELS[part], 0);
        if (path) throw new HttpError(400, ErrorCode.validation, `${path} must be a finite number`);
      }
    });
  },
  { name: 'validation' },
);

function findNonFinite(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNonFinite(child, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

// HttpError only takes an ApiErrorCode, so the typecheck covers the errors thrown; this test covers the answers some
// routes write by hand (`reply.code(409).send({ code: 'X', ... })`) and every quoted code given to HttpError, so no
// code reaches a front end that has no wording for it (@shop/ui words every API_ERROR_CODES entry in both languages).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shop/contracts';

const sourceRoot = join(import.meta.dirname, '..', '..', 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(folder, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(folder, entry.name)]
        : [],
  );
}

// An error body written by hand has a statusCode before its code (`{ statusCode: 409 as const, code: 'X' ... }`);
// other `code: 'X'` text (an import's row-rejection codes, type annotations) is not an answer's code. The formatter may
// put the two on separate lines.
const QUOTED_CODE = [/statusCode: [^,}]+,\s*code: '([A-Z][A-Z_]+)'/g, /new HttpError\(\s*\d{3},\s*'([A-Z][A-Z_]+)'/g];

describe('error codes the API sends', () => {
  const found = new Map<string, string>();
  for (const file of sourceFiles(sourceRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of QUOTED_CODE) {
      for (const match of text.matchAll(pattern)) found.set(match[1]!, file.slice(sourceRoot.length + 1));
    }
  }

  it('finds the hand-written answers it checks', () => {
    expect(found.has('OUT_OF_STOCK')).toBe(true);
  });

  it('are all listed in @shop/contracts (API_ERROR_CODES), which the front ends word', () => {
    const unlisted = [...found].filter(([code]) => !(API_ERROR_CODES as readonly string[]).includes(code));
    expect(unlisted.map(([code, file]) => `${code} (${file})`)).toEqual([]);
  });
});

// The builds write modules of their own before rspack reads them (shared-modules.mjs, federation-runtime.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes `body` to `file` (and its folder) unless it already holds it: a rewrite would make a watch build start again.
 * @param {string} file
 * @param {string} body
 */
export function writeIfChanged(file, body) {
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file) || readFileSync(file, 'utf8') !== body) writeFileSync(file, body);
}

import { resolve } from 'node:path';

/** The repository this package lives in (shared/release/src -> the root). */
export const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

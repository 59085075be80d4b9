// The HTTP contract (../shared/spec/routes.tsv): one route a line, METHOD<TAB>PATH<TAB>WHO<TAB>NOTE.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../../src/config.ts';

export type Who = 'public' | 'signed-in' | 'shopper' | 'supplier' | 'admin' | 'staff';
const WHO_VALUES: readonly Who[] = ['public', 'signed-in', 'shopper', 'supplier', 'admin', 'staff'];

export interface ContractRoute {
  method: string;
  path: string;
  who: Who;
  note: string;
  line: number;
}

/** The team's contract: shared/ sits beside the repository (in CI too); SHARED_DIR points elsewhere when it does not. */
export const sharedRoutesFile = resolve(
  process.env.SHARED_DIR ?? resolve(repoRoot, '..', 'shared'),
  'spec',
  'routes.tsv',
);
/**
 * A copy kept in the repository, so `npm test` also runs on a clone without shared/ beside it. When both
 * exist the access test requires them to be identical, so the copy cannot drift unnoticed.
 */
export const committedRoutesFile = resolve(repoRoot, 'docs', 'contract', 'routes.tsv');
export const routesFile = existsSync(sharedRoutesFile) ? sharedRoutesFile : committedRoutesFile;
/**
 * Routes this repository added where the team's contract had none (same format): each with the access its WHO
 * column gives, checked by the access test like the others, and named in the closing notes for the contract.
 */
export const addedRoutesFile = resolve(repoRoot, 'docs', 'contract', 'routes-added.tsv');

/** The team's contract and the routes this repository added to it. */
export function readWholeContract(): ContractRoute[] {
  return [...readContract(routesFile), ...(existsSync(addedRoutesFile) ? readContract(addedRoutesFile) : [])];
}

export function readContract(file = routesFile): ContractRoute[] {
  if (!existsSync(file))
    throw new Error(`The route contract is missing: ${file} (set SHARED_DIR to the folder holding spec/routes.tsv)`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ text: text.trimEnd(), line: index + 1 }))
    .filter(({ text }) => text.trim() !== '' && !text.startsWith('#'))
    .map(({ text, line }) => {
      const [method = '', path = '', who = '', note = ''] = text.split('\t');
      if (!WHO_VALUES.includes(who as Who)) throw new Error(`routes.tsv line ${line}: unknown WHO "${who}"`);
      return { method: method.trim(), path: path.trim(), who: who as Who, note: note.trim(), line };
    });
}

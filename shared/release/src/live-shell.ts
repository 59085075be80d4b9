// What the live shell provides to the remotes: its build's shop-shell.json (the shell being served), or, when
// no built shell is given (tests, a shell not built yet), the same facts read from the shell's sources.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo-root.ts';
import { SHELL_INFO_FILE, shellProvisions, type SharedProvisions } from './shared-needs.ts';

export function liveShellProvisions(shellDist: string | undefined): SharedProvisions {
  const file = shellDist === undefined ? undefined : join(shellDist, SHELL_INFO_FILE);
  if (file && existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { shared: SharedProvisions }).shared;
  return shellProvisions(join(repoRoot, 'shell'));
}

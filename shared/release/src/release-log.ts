// The release log: one JSON line per publish, promote and rollback, beside the remotes manifest
// (<CDN_DIR>/release-log.jsonl), written by `pnpm release` and by the API's release console alike, so the
// console can say when each version was published and by whom. Append-only; the manifest stays the truth
// of what is live.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

export type ReleaseAction = 'publish' | 'promote' | 'rollback';

export interface ReleaseLogEntry {
  at: string;
  remote: string;
  action: ReleaseAction;
  version: string;
  /** The version live before (promote, rollback). */
  from: string | null;
  /** An admin's e-mail (console) or the system account that ran `pnpm release`. */
  by: string | null;
}

export const releaseLogFile = (cdnDir: string): string => join(cdnDir, 'release-log.jsonl');

export function appendReleaseLog(
  cdnDir: string,
  entry: Omit<ReleaseLogEntry, 'at'> & { at?: string },
): ReleaseLogEntry {
  const line: ReleaseLogEntry = { at: entry.at ?? new Date().toISOString(), ...entry } as ReleaseLogEntry;
  appendFileSync(releaseLogFile(cdnDir), `${JSON.stringify(line)}\n`);
  return line;
}

/** Oldest first; a torn last line (a crash mid-append) is skipped. */
export function readReleaseLog(cdnDir: string): ReleaseLogEntry[] {
  const file = releaseLogFile(cdnDir);
  if (!existsSync(file)) return [];
  const entries: ReleaseLogEntry[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      entries.push(JSON.parse(line) as ReleaseLogEntry);
    } catch {
      // skipped: a partly written line
    }
  }
  return entries;
}

/** Who runs `pnpm release`: RELEASED_BY, else the system account. */
export function cliReleaser(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASED_BY) return env.RELEASED_BY;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

// The release console: each remote's live version, its published versions and the release log, whether its live
// entry loads, and switching to a published version. The switch is @shop/release's, the same code as
// `pnpm release --rollback`: checked against the live shell's shared singletons, written to the manifest the API
// serves (so the next page load gets it) and to the release log, and recorded in the audit trail.
import { dirname } from 'node:path';
import type { RemoteRelease } from '@shop/contracts';
import {
  liveShellProvisions,
  lookupRemote,
  publishedVersions,
  readManifest,
  readReleaseLog,
  remotes,
  switchVersion,
  type SharedProvisions,
  type SwitchResult,
} from '@shop/release';
import type { Orm } from '../../db/orm.ts';
import { User } from '../identity/user.entity.ts';
import { appendAuditEntry } from './audit-subscriber.ts';

const ENTRY_TIMEOUT_MS = 3000;
const HISTORY = 20;

export class ReleaseService {
  readonly #orm: Orm;
  readonly #manifestFile: string;
  readonly #cdnDir: string;
  readonly #shellDist: string | undefined;
  #shell: SharedProvisions | undefined;

  constructor(orm: Orm, options: { manifestFile: string; shellDist: string | undefined }) {
    this.#orm = orm;
    this.#manifestFile = options.manifestFile;
    this.#cdnDir = dirname(options.manifestFile);
    this.#shellDist = options.shellDist;
  }

  /** What the shell this API serves provides; read once (a new shell means a new API start). */
  shell(): SharedProvisions {
    this.#shell ??= liveShellProvisions(this.#shellDist);
    return this.#shell;
  }

  async list(): Promise<RemoteRelease[]> {
    const manifest = readManifest(this.#manifestFile);
    const log = readReleaseLog(this.#cdnDir);
    return Promise.all(
      remotes.map(async (remote) => {
        const live = manifest.remotes.find((r) => r.name === remote.name);
        const check = live ? await entryLoads(live.entry) : { ok: false, problem: 'not in the remotes manifest' };
        return {
          name: remote.name,
          package: remote.pkg,
          live: live?.version ?? null,
          entry: live?.entry ?? null,
          entryLoads: check.ok,
          entryProblem: check.problem,
          versions: publishedVersions(this.#cdnDir, remote, log).map((v) => ({
            ...v,
            live: v.version === live?.version,
          })),
          history: log
            .filter((e) => e.remote === remote.pkg)
            .reverse()
            .slice(0, HISTORY)
            .map(({ at, action, version, from, by }) => ({ at, action, version, from, by })),
        };
      }),
    );
  }

  /** Promotes or rolls back one remote to a published version, as `actorId`, audited in one transaction. */
  async switchTo(name: string, version: string, actorId: number): Promise<SwitchResult> {
    const remote = lookupRemote(name);
    const by = (await this.#orm.em.findOne(User, { id: actorId }))?.email ?? `user ${actorId}`;
    return this.#orm.em.fork().transactional(async (em) => {
      // The manifest is written inside the transaction: if it cannot be written, no audit entry stays behind.
      const result = switchVersion({
        cdnDir: this.#cdnDir,
        manifestFile: this.#manifestFile,
        remote,
        version,
        shell: this.shell(),
        by,
      });
      if (result.changed) {
        await appendAuditEntry(em, {
          entity: 'release',
          entityId: remotes.indexOf(remote) + 1,
          action: 'update',
          changes: [{ field: 'version', from: result.from, to: version }],
          systemNote: { code: 'RELEASE_MOVED', facts: { remote: remote.pkg, move: result.action } },
        });
      }
      return result;
    });
  }
}

async function entryLoads(url: string): Promise<{ ok: boolean; problem: string | null }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(ENTRY_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? { ok: true, problem: null } : { ok: false, problem: `answered ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, problem: cause ?? (error as Error).name };
  }
}

// The remotes manifest: which build of each micro-frontend the shell loads. A release rewrites the file;
// the API notices the change on the next request, with no restart.
import { readFile, stat } from 'node:fs/promises';
import { Compile } from 'typebox/compile';
import { RemotesManifest, type RemoteEntry } from '@shop/contracts';

const checkManifest = Compile(RemotesManifest);

interface Log {
  warn(details: object, message: string): void;
}

export class RemotesManifestReader {
  readonly #file: string;
  #cached: { stamp: string; remotes: RemoteEntry[] } | undefined;

  constructor(file: string) {
    this.#file = file;
  }

  /** The current remotes; [] while there is no manifest. A broken rewrite keeps the last good list. */
  async remotes(log: Log): Promise<RemoteEntry[]> {
    let stamp: string;
    try {
      const info = await stat(this.#file);
      stamp = `${info.mtimeMs}:${info.size}:${info.ino}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    if (this.#cached?.stamp === stamp) return this.#cached.remotes;

    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(this.#file, 'utf8'));
    } catch (error) {
      return this.#keepLastGood(log, `not valid JSON: ${(error as Error).message}`);
    }
    if (!checkManifest.Check(parsed)) {
      const first = checkManifest.Errors(parsed)[0];
      return this.#keepLastGood(
        log,
        `does not match { remotes: RemoteEntry[] }: ${first ? `${first.instancePath} ${first.message}` : ''}`,
      );
    }
    this.#cached = { stamp, remotes: parsed.remotes };
    return parsed.remotes;
  }

  #keepLastGood(log: Log, problem: string): RemoteEntry[] {
    log.warn({ file: this.#file }, `remotes manifest ${problem}; serving the last good one`);
    if (!this.#cached) throw new Error(`remotes manifest ${this.#file} ${problem}`);
    return this.#cached.remotes;
  }
}

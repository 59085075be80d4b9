// PostgreSQL refuses to run as root, so a root process runs the embedded server as the `postgres` system user.
// That user must be able to reach the server's binaries and its cluster folder, and a checkout often lives
// where it cannot: a fresh clone under /root (mode 0700) is the usual place on a new server. This module finds
// out what that user can reach and moves what it cannot into EMBEDDED_PG_HOME (/var/lib/shop-postgres): a
// root-owned, world-traversable folder holding a copy of the binaries per version and one cluster folder
// per configured data folder (named by a hash of its path, with a `source` file saying whose it is).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, chown, cp, mkdir, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, parse } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const POSTGRES_USER = 'postgres';

/** An OS account, or none when this process is not root and runs PostgreSQL as itself. */
export type Account = { uid: number; gid: number } | undefined;

/** Something the embedded PostgreSQL cannot do on this machine, worded as what the operator should do. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

/** The account PostgreSQL runs as: none unless root; as root the `postgres` user, created when missing. */
export async function serverAccount(): Promise<Account> {
  if (process.getuid?.() !== 0) return undefined;
  const found = await lookUp(POSTGRES_USER);
  if (found) return found;
  try {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      POSTGRES_USER,
    ]);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `PostgreSQL cannot run as root and the "${POSTGRES_USER}" user could not be created (${firstLine(error)}); ` +
        `create it (useradd --system --user-group ${POSTGRES_USER}), run as another user, or set DATABASE_URL`,
    );
  }
  const created = await lookUp(POSTGRES_USER);
  if (!created)
    throw new EmbeddedPostgresError(
      `the "${POSTGRES_USER}" user was created but cannot be found; set DATABASE_URL instead`,
    );
  return created;
}

async function lookUp(name: string): Promise<Account> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** Whether `account` may enter every folder on the way to `path` (owner, group and other bits; ACLs are not read). */
export async function canReach(path: string, account: Account): Promise<boolean> {
  if (!account) return true;
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    const info = await stat(folder).catch(() => undefined);
    if (info) {
      const bit = info.uid === account.uid ? 0o100 : info.gid === account.gid ? 0o010 : 0o001;
      if ((info.mode & bit) === 0) return false;
    }
    if (folder === parse(folder).root) return true;
  }
}

/**
 * The folder holding `bin/`, `lib/` and `share/` of the PostgreSQL that `account` will run: the npm package's own
 * when the account reaches it, else a copy in `home` (made once per version; an interrupted copy is redone).
 */
export async function reachableBinaries(
  packageNative: string,
  version: string,
  account: Account,
  home: string,
): Promise<string> {
  if (await canReach(join(packageNative, 'bin', 'postgres'), account)) return packageNative;
  const target = join(await ensureHome(home, account), `postgresql-${version}`);
  if (await stat(join(target, 'bin', 'postgres')).catch(() => undefined)) return target;
  const partial = `${target}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await cp(packageNative, partial, { recursive: true, verbatimSymlinks: true });
  await rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
    // Another process finished the same copy first: theirs is as good.
    await rm(partial, { recursive: true, force: true });
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
  });
  return target;
}

/**
 * Where the cluster configured at `dataDir` really lives: there when `account` reaches it, else under `home`,
 * with `dataDir` made a symbolic link to it. The link says the checkout still has its cluster: deleting the data
 * folder (as `pnpm test:e2e` does before each run) deletes the link, and the next start begins with a new cluster,
 * as it would in place.
 */
export async function reachableClusterDir(dataDir: string, account: Account, home: string): Promise<string> {
  if (await canReach(dataDir, account)) return dataDir;
  const folder = join(
    await ensureHome(home, account),
    'clusters',
    createHash('sha256').update(dataDir).digest('hex').slice(0, 16),
  );
  const cluster = join(folder, 'data');
  const link = await readlink(dataDir).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? undefined : error.code,
  );
  if (link === cluster) return cluster;
  if (link !== undefined) {
    throw new EmbeddedPostgresError(
      `${dataDir} holds a PostgreSQL cluster the "${POSTGRES_USER}" user cannot reach; move it away (its data can be ` +
        'restored from a backup: pnpm db:restore) or set DATA_DIR to a folder every user may enter',
    );
  }
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true, mode: 0o755 });
  await writeFile(join(folder, 'source'), `${dataDir}\n`);
  await mkdir(dirname(dataDir), { recursive: true });
  await symlink(cluster, dataDir);
  return cluster;
}

/** Makes `folder` (a cluster folder) exist, owned by `account` and private to it, as PostgreSQL demands. */
export async function ownFolder(folder: string, account: Account): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (!account) return;
  await chown(folder, account.uid, account.gid);
  await chmod(folder, 0o700);
}

async function ensureHome(home: string, account: Account): Promise<string> {
  try {
    await mkdir(home, { recursive: true, mode: 0o755 });
    // World-traversable (not listable for secrets: the clusters themselves are 0700, owned by postgres).
    await chmod(home, 0o755);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `the embedded PostgreSQL runs as the "${POSTGRES_USER}" user, which cannot enter this checkout, and ${home} could not be ` +
        `prepared for it (${firstLine(error)}); set EMBEDDED_PG_HOME to a folder every user may enter, or DATABASE_URL`,
    );
  }
  if (!(await canReach(join(home, 'x'), account))) {
    throw new EmbeddedPostgresError(
      `the "${POSTGRES_USER}" user cannot enter EMBEDDED_PG_HOME (${home}); choose a folder every user may enter (such as /var/lib/shop-postgres)`,
    );
  }
  return home;
}

const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

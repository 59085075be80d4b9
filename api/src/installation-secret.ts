// The token-signing secret of a shop started without JWT_SECRET. A secret written in the repository would let
// anyone who reads it sign a super admin's token for every such shop, so each installation makes its own on
// first start, keeps it in its data folder readable by its owner only, and reuses it afterwards (tokens
// survive restarts).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const INSTALLATION_SECRET_FILE = 'jwt-secret';
const SECRET_BYTES = 48;
const MIN_STORED_LENGTH = 32;

export function readOrCreateInstallationSecret(dataDir: string): string {
  return readOrCreateSecretFile(join(dataDir, INSTALLATION_SECRET_FILE));
}

/**
 * A random secret kept in `file` (owner-only), made on first use and reused afterwards; also the embedded
 * PostgreSQL's password (db/embedded-postgres.ts).
 */
export function readOrCreateSecretFile(file: string): string {
  const stored = readSecret(file);
  if (stored) return stored;
  mkdirSync(dirname(file), { recursive: true });
  try {
    // 'wx' fails if another process wrote it first (two API processes starting together): then use theirs.
    writeFileSync(file, `${randomBytes(SECRET_BYTES).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const created = readSecret(file);
  if (!created)
    throw new Error(
      `${file} holds no usable secret (under ${MIN_STORED_LENGTH} characters); delete it and start again`,
    );
  return created;
}

function readSecret(file: string): string | undefined {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= MIN_STORED_LENGTH ? secret : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

import { argon2id, hash, verify } from 'argon2';

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { type: argon2id });
}

export function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  return verify(passwordHash, plain);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification on a throwaway hash, so an unknown username takes as long to
 * reject as a wrong password and the answer time does not tell which accounts exist.
 */
export async function spendVerificationTime(plain: string): Promise<void> {
  decoy ??= hashPassword('decoy password, never matches anything');
  await verify(await decoy, plain);
}

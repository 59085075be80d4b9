// A message's secret (a password-reset code) is kept in the outbox only sealed: AES-256-GCM under a key derived from
// this installation's secret, bound to its recipient. Whoever reads the table (a backup, a read replica, a stray
// SELECT) learns no code; the delivery worker opens it, and once the message is delivered, or the secret has expired,
// the sealed form is deleted too (outbox-delivery.ts, and a trigger on message_outbox).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** Where the secret goes in a message's body; the stored body holds this, never the secret. */
export const SECRET_PLACEHOLDER = '{{secret}}';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The outbox's own key, derived from the installation's secret (JWT_SECRET or $DATA_DIR/jwt-secret), never the secret itself. */
export const outboxKey = (installationSecret: string): Buffer =>
  createHmac('sha256', installationSecret).update('message-outbox-secret:v1').digest();

export function sealSecret(key: Buffer, secret: string, recipient: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(recipient));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The secret, or undefined when it was sealed for another recipient or under another key (or was tampered with). */
export function openSecret(key: Buffer, sealed: string, recipient: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(recipient));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** The body as the person reads it: the secret written where the placeholder is. */
export const fillSecret = (body: string, secret: string): string => body.split(SECRET_PLACEHOLDER).join(secret);

// Short-lived signed links to private files: /files/p/<key>?expires=<unix seconds>&signature=<HMAC>. The API
// hands one out only with a record the viewer may read (an attachment, an upload's own answer), so the link is the
// permission: an <img src> or a download works without an Authorization header, and stops working when it expires
// or when any of its parts is changed. The signing key is derived from this installation's token secret (HKDF with
// its own label), so several API processes agree on it without another setting, and it is never the token secret
// itself: a link's signature says nothing about tokens. A storage that signs its own links (S3's presigned URLs)
// can replace this link without the callers changing: they only ask for `link(key)`.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { FileLinkErrorCode } from '@shop/contracts';
import { forbidden, HttpError } from '../../lib/http-error.ts';

/** How long a link works: like an S3 presigned URL's default. */
export const FILE_LINK_SECONDS = 15 * 60;
/**
 * Expiries are rounded up to this step, so the same file read twice within it gets the same link and the browser's
 * cache serves it again (a list refetched every few seconds would otherwise load every picture anew).
 */
const EXPIRY_STEP_SECONDS = 5 * 60;

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES = /^[1-9][0-9]{0,11}$/;

export class FileLinks {
  readonly #key: Buffer;
  readonly #now: () => number;

  /** `installationSecret`: the token secret; `now`: milliseconds (tests move the clock). */
  constructor(installationSecret: string, now: () => number = Date.now) {
    this.#key = Buffer.from(hkdfSync('sha256', installationSecret, 'shop', 'private file links v1', 32));
    this.#now = now;
  }

  /** A link to the private file `key`, working for at least FILE_LINK_SECONDS. */
  link(key: string): string {
    const seconds = Math.floor(this.#now() / 1000) + FILE_LINK_SECONDS;
    const expires = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    return `/files/p/${key}?expires=${expires}&signature=${this.#sign(key, expires)}`;
  }

  /**
   * Checks a link's parts: 403 LINK_INVALID when the signature does not belong to this key and expiry (or a part is
   * missing or malformed), 410 LINK_EXPIRED when it does but its time is over. Answers the seconds it still works.
   */
  check(key: string, expires: string | undefined, signature: string | undefined): number {
    if (!expires || !signature || !EXPIRES.test(expires) || !SIGNATURE.test(signature)) throw invalid();
    const expected = Buffer.from(this.#sign(key, Number(expires)));
    if (!timingSafeEqual(expected, Buffer.from(signature))) throw invalid();
    const left = Number(expires) - Math.floor(this.#now() / 1000);
    if (left <= 0)
      throw new HttpError(
        410,
        FileLinkErrorCode.linkExpired,
        'This link to a file has expired; the page that showed it gives a fresh one',
      );
    return left;
  }

  #sign(key: string, expires: number): string {
    return createHmac('sha256', this.#key).update(`${key}\n${expires}`).digest('base64url');
  }
}

const invalid = () => forbidden('This link to a file is not valid', { code: FileLinkErrorCode.linkInvalid });

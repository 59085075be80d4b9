// Bakong's open API (National Bank of Cambodia), the two calls the shop needs: whether a KHQR was paid
// (`POST /v1/check_transaction_by_md5` with the md5 of the code string) and a fresh token when the one given has
// expired (`POST /v1/renew_token` with the account's e-mail). Every answer is `{ responseCode, responseMessage,
// errorCode, data }`: responseCode 0 is success; errorCode 1 on a check means no payment of that code yet. An
// expired token answers HTTP 401; the client renews it once (when an e-mail is configured) and asks again.
import { createHash } from 'node:crypto';

export interface BakongAccess {
  apiUrl: string;
  token: string;
  email: string | undefined;
}

/** A payment Bakong has acknowledged (only the fields the shop reads). */
export interface BakongPayment {
  hash: string;
  fromAccountId: string;
  toAccountId: string;
  currency: string;
  amount: number;
  acknowledgedDateMs: number;
}

export type BakongCheck = { paid: true; payment: BakongPayment } | { paid: false };

interface BakongAnswer<T> {
  responseCode: number;
  responseMessage?: string;
  errorCode?: number | null;
  data?: T | null;
}

/** The bank could not be asked or answered what the shop does not understand: the job retries later. */
export class BakongError extends Error {}

/** Bakong's error code for "no transaction of this md5". */
const NOT_FOUND = 1;
/** A slow bank must not hold a job (or a staff request) for long. */
const TIMEOUT_MS = 10_000;

export const khqrMd5 = (khqr: string): string => createHash('md5').update(khqr, 'utf8').digest('hex');

export class BakongClient {
  readonly #access: BakongAccess;
  /** The token in use: the configured one until a renewal gives another (kept for this process's life). */
  #token: string;

  constructor(access: BakongAccess) {
    this.#access = access;
    this.#token = access.token;
  }

  /** Whether the code with this md5 was paid, and by what. */
  async checkByMd5(md5: string): Promise<BakongCheck> {
    const answer = await this.#authorised<BakongPayment>('/v1/check_transaction_by_md5', { md5 });
    if (answer.responseCode === 0 && answer.data) return { paid: true, payment: answer.data };
    if (answer.errorCode === NOT_FOUND) return { paid: false };
    throw new BakongError(`Bakong answered ${answer.responseCode}/${answer.errorCode}: ${answer.responseMessage}`);
  }

  async #authorised<T>(path: string, body: object): Promise<BakongAnswer<T>> {
    const first = await this.#post(path, body, this.#token);
    if (first.status !== 401) return this.#read<T>(first);
    if (!this.#access.email) throw new BakongError('Bakong token expired and BAKONG_EMAIL is not set to renew it');
    const used = this.#token;
    await this.#renew(used);
    return this.#read<T>(await this.#post(path, body, this.#token));
  }

  /** Asks for a new token (unless another call renewed it meanwhile). */
  async #renew(expired: string): Promise<void> {
    if (this.#token !== expired) return;
    const answer = await this.#read<{ token: string }>(
      await this.#post('/v1/renew_token', { email: this.#access.email }),
    );
    if (answer.responseCode !== 0 || !answer.data?.token)
      throw new BakongError(`Bakong refused to renew the token: ${answer.responseMessage}`);
    this.#token = answer.data.token;
  }

  async #post(path: string, body: object, token?: string): Promise<Response> {
    try {
      return await fetch(`${this.#access.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new BakongError(`Bakong could not be reached: ${(error as Error).message}`);
    }
  }

  async #read<T>(response: Response): Promise<BakongAnswer<T>> {
    if (!response.ok) throw new BakongError(`Bakong answered HTTP ${response.status}`);
    const answer = (await response.json().catch(() => null)) as BakongAnswer<T> | null;
    if (!answer || typeof answer.responseCode !== 'number') throw new BakongError('Bakong answered no JSON');
    return answer;
  }
}

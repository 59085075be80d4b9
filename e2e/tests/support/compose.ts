// Where the e2e composition lives: its own ports and folders under .e2e/ (wiped before each run by the test script).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const e2eDir = join(repoRoot, '.e2e');
const port = Number(process.env.E2E_PORT ?? 3900);

export const e2eOrigin = `http://127.0.0.1:${port}`;
/** The composition's bank: the Bakong stand-in (api/test/support), its own process on a port of this run's. */
export const bakongOrigin = `http://127.0.0.1:${port + 30}`;
/** The composition's Telegram bot (issue 39 §3): the Mini App spec signs initData with this token, as Telegram would. */
export const E2E_TELEGRAM_BOT_TOKEN = '424242:e2e-stand-in-bot-token';
export const e2eEnv: Record<string, string> = {
  PORT: String(port),
  // The remotes' hosts take the ports after it; E2E_REMOTE_PORT_BASE moves them when runs on one machine have ports
  // so close that one run's remotes would take another's (3911 and 3912 both reach 3923).
  REMOTE_PORT_BASE: String(Number(process.env.E2E_REMOTE_PORT_BASE ?? port + 11)),
  CDN_DIR: join(e2eDir, 'cdn'),
  RUN_DIR: join(e2eDir, 'run'),
  DATA_DIR: join(e2eDir, 'data'),
  EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54390)),
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  // As behind a load balancer on this machine: a spec can be a visitor from another address (X-Forwarded-For),
  // since every browser here comes from 127.0.0.1 and a visitor is its address (decisions.md).
  TRUST_PROXY: '127.0.0.1',
  // KHQR confirmed by the bank (issue 38): shown codes are checked with the stand-in, whose defaults these are.
  BAKONG_API_URL: bakongOrigin,
  BAKONG_TOKEN: 'stand-in-token-1',
  BAKONG_EMAIL: 'shop@example.com',
  // Telegram sign-in and the Mini App on (no spec's shopper lets the bot write to them, so no message is sent).
  TELEGRAM_BOT_TOKEN: E2E_TELEGRAM_BOT_TOKEN,
};

export interface ComposeState {
  pid: number;
  url: string;
  remotes: Record<string, { pid: number; port: number; entry: string }>;
}

export function composeState(): ComposeState {
  return JSON.parse(readFileSync(join(e2eEnv.RUN_DIR!, 'compose.json'), 'utf8')) as ComposeState;
}

export const manifestPath = (): string => join(e2eEnv.CDN_DIR!, 'remotes.json');

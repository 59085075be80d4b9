import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Folders and ports of one running composition; e2e tests use other values so they never clash with `npm start`. */
export interface ComposeSettings {
  port: number;
  remotePortBase: number;
  cdnDir: string;
  runDir: string;
  host: string;
}

export function composeSettings(env: NodeJS.ProcessEnv = process.env): ComposeSettings {
  const fromRoot = (value: string | undefined, fallback: string): string => resolve(repoRoot, value ?? fallback);
  return {
    port: Number(env.PORT ?? 3000),
    remotePortBase: Number(env.REMOTE_PORT_BASE ?? 3101),
    cdnDir: fromRoot(env.CDN_DIR, '.cdn'),
    runDir: fromRoot(env.RUN_DIR, '.run'),
    host: env.HOST ?? '127.0.0.1',
  };
}

export const manifestFile = (settings: ComposeSettings): string => join(settings.cdnDir, 'remotes.json');

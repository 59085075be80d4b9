// The Content-Security-Policy of the shell's page. Which origins serve remotes is only known at run time
// (each release writes its own address into the remotes manifest), so the policy is built per answer
// from the manifest: scripts, styles, fonts, images and the fetches of the federation runtime may come
// from this origin and from the remotes' origins, nothing else.

const TELEGRAM_WIDGET = 'https://telegram.org';
const TELEGRAM_OAUTH = 'https://oauth.telegram.org';
// Google Identity Services: its script, its button's frame and styles, and its own calls (Google's CSP advice).
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
const GOOGLE_STYLE = 'https://accounts.google.com/gsi/style';

export interface ShellPolicyInput {
  /** The remotes' `entry` URLs from the manifest; relative ones are this origin's. */
  remoteEntries: string[];
  /** The Telegram login widget loads its script and frame from Telegram when Telegram sign-in is on. */
  telegram: boolean;
  /** Google's sign-in button loads its script, frame and styles from Google when Google sign-in is on. */
  google?: boolean;
}

/** The distinct origins of absolute http(s) entry URLs; anything else is ignored (never widens the policy). */
export function remoteOrigins(entries: string[]): string[] {
  const origins = new Set<string>();
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      continue; // relative: served from this origin
    }
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  }
  return [...origins].sort();
}

export function shellContentSecurityPolicy({ remoteEntries, telegram, google = false }: ShellPolicyInput): string {
  const remotes = remoteOrigins(remoteEntries);
  const withRemotes = (...sources: string[]) => ["'self'", ...sources, ...remotes].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': withRemotes(...(telegram ? [TELEGRAM_WIDGET] : []), ...(google ? [GOOGLE_SCRIPT] : [])),
    // Mantine sets CSS variables in style attributes and a <style> element: inline styles cannot be hashed.
    'style-src': withRemotes("'unsafe-inline'", ...(google ? [GOOGLE_STYLE] : [])),
    'font-src': withRemotes('data:'),
    'img-src': withRemotes('data:', 'blob:', ...(telegram ? [TELEGRAM_WIDGET] : [])),
    // The federation runtime fetches each remote's mf-manifest.json; socket.io uses this origin ('self' covers ws:).
    'connect-src': withRemotes(...(google ? [GOOGLE_GSI] : [])),
    'frame-src': [...(telegram ? [TELEGRAM_OAUTH] : []), ...(google ? [GOOGLE_GSI] : [])].join(' ') || "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

// The security headers of everything the shop serves, in one place: the API and the shell's page
// (plugins/security.ts), Swagger UI at /docs (plugins/swagger.ts) and the remotes' static hosts
// (scripts/cdn-server.ts). The shell's page gets its own Content-Security-Policy, built from the remotes
// manifest per answer (content-security-policy.ts); every other answer gets the fixed policy its kind needs.

/** Headers every answer carries, whatever it is (the set helmet sent before, kept the same). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // A file is what its Content-Type says, never sniffed into a script or a page.
  'x-content-type-options': 'nosniff',
  // The same as the pages' `frame-ancestors 'none'`: no site may frame the shop, not even this origin.
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  // Remotes and the shell live on different origins and load each other's files, images and fonts.
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  // The browsers' old XSS auditor did more harm than good; `0` turns it off where it still exists.
  'x-xss-protection': '0',
};

/**
 * A remote's static host serves scripts, styles, JSON, fonts and images for the shell's page, never a page of its own
 * (a remote's production build has none): a file opened as a document (an SVG, a JSON) may run and load nothing.
 */
export const STATIC_FILES_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Swagger UI (/docs): its own scripts and styles from this origin (@fastify/swagger-ui writes no inline script), the
 * inline style attributes React sets, its SVG icons as data: images, and its "Try it out" calls to this origin.
 */
export const API_DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The headers of one answer: the common set, and its Content-Security-Policy when it has one. */
export function securityHeaders(contentSecurityPolicy?: string): Record<string, string> {
  return contentSecurityPolicy
    ? { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy }
    : { ...SECURITY_HEADERS };
}

// Escaping for text the API writes into the shell's HTML (page meta, the inlined remotes manifest).

// One HTML escaper for the API and the remotes' builds (which write first-view words with it): it lives in the
// first-view contract, which both already read.
export { escapeHtml } from '@shop/contracts/first-view.ts';

/** JSON inside <script> must not be able to close the element or open a comment. */
export const escapeJsonForScript = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

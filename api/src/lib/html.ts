// Escaping for text the API writes into the shell's HTML (page meta, the inlined remotes manifest).

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside <script> must not be able to close the element or open a comment. */
export const escapeJsonForScript = (json: string) => json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

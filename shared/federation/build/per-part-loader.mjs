// A loader for the packages shared in parts (shared-modules.mjs): `import { Button, Group as Row } from '@mantine/core'`
// becomes `import { Button } from '@mantine/core/Button'; import { Group as Row } from '@mantine/core/small'`, each
// name from the share key of its part. It reads ESM as SWC writes it (after the apps' TypeScript is compiled) and as
// the Mantine libraries ship it. Not SWC's transformImport: that maps a name to a path by a template, and a part is
// a lookup (`partOf`, written with the parts).

// A statement starts a line or follows `;` or `}` (minified libraries): looked behind, so one import's `;` does not
// hide the next.
const NAMED = /(?<=^|[;\n}])(\s*)(import|export)\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\4\s*;?/g;

/**
 * @param {string} source
 * @param {Record<string, Record<string, string>>} partOf package -> exported name -> part
 * @returns {string}
 */
export function rewritePartImports(source, partOf) {
  return source.replace(NAMED, (whole, space, keyword, list, _quote, request) => {
    const parts = partOf[request];
    if (!parts) return whole;
    /** @type {Map<string, string[]>} */
    const byPart = new Map();
    for (const item of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const name = item.split(/\s+as\s+/)[0].trim();
      const part = parts[name];
      if (!part)
        throw new Error(
          `${request} has no shared name ${name}: only names some app imports are shared (shared-needs.ts facadeExports)`,
        );
      byPart.set(part, [...(byPart.get(part) ?? []), item]);
    }
    const statements = [...byPart].map(
      ([part, items]) => `${keyword} { ${items.join(', ')} } from ${JSON.stringify(`${request}/${part}`)};`,
    );
    return `${space}${statements.join(' ')}`;
  });
}

/** @this {import('@rspack/core').LoaderContext<{ partOf: Record<string, Record<string, string>> }>} */
export default function perPartLoader(source) {
  return rewritePartImports(source, this.getOptions().partOf);
}

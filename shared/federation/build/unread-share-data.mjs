// Module Federation's runtime data carries fields the bundler runtime never reads, in every page's first script: for
// each shared module a chunk consumes, the request it was resolved from (`import: "/home/.../node_modules/.cache/
// shop-shared/_mantine_core/first.prod.mjs"`: a consumed module is found by its share key, its fallback by a
// function; a build from another folder also differed by these paths), and on every consumed and provided module
// `treeShakingMode: null` (read only as "set or not", and only with Module Federation's shared tree-shaking, which
// the shop does not use: docs/performance.md). The consumes' and the shares' runtime modules have them taken out
// before minification.
//
// rspack writes those modules' code itself (in Rust), and the cut matches its text. An rspack upgrade that names the
// modules or words the fields differently would leave the fields in place without a word, so the build fails instead:
// when a field is still there after the cut, or when a build that shares modules never showed the modules or the
// fields at all. Then read the new runtime code and update the patterns below.
import { rspack } from '@rspack/core';

/** rspack's runtime modules holding the share data: what each chunk consumes, and what the container provides. */
export const SHARE_DATA_MODULES = Object.freeze(['consumes_loading', 'sharing']);

const IMPORT_FIELD = /(?<=[{,]\s*)"?import"?:\s*("(?:[^"\\]|\\.)*"|null),\s*/g;
const TREE_SHAKING_FIELD = /,\s*"?treeShakingMode"?:\s*null(?=\s*[,}])/g;
/** Either field in any wording the cut does not know (another value, quoted or not, other spacing). */
const LEFT_OVER = /[{,]\s*"?(import|treeShakingMode)"?\s*:/;

/**
 * One runtime module's code without the unread fields, with how many of each were cut.
 * @param {string} name the runtime module's name (for the error)
 * @param {string} text its code
 * @returns {{ text: string, imports: number, treeShakingModes: number }}
 * @throws when a field is still there after the cut (rspack wrote it in a way the patterns do not match)
 */
export function cutUnreadShareData(name, text) {
  let imports = 0;
  let treeShakingModes = 0;
  const cut = text
    .replace(IMPORT_FIELD, () => {
      imports += 1;
      return '';
    })
    .replace(TREE_SHAKING_FIELD, () => {
      treeShakingModes += 1;
      return '';
    });
  const left = LEFT_OVER.exec(cut);
  if (left) {
    const at = cut.slice(Math.max(0, left.index - 60), left.index + 80).replace(/\s+/g, ' ');
    throw new Error(
      `unreadShareDataPlugin (shared/federation/build/unread-share-data.mjs): rspack's ${name} runtime module still has its \`${left[1]}\` field after the cut, so rspack now words it differently; update the patterns to its code: …${at}…`,
    );
  }
  return { text: cut, imports, treeShakingModes };
}

/**
 * Takes the unread fields out of the share data of a production build's runtime, and fails the build when it cannot.
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function unreadShareDataPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('ShopUnreadShareData', (compilation) => {
        const seen = new Set();
        let imports = 0;
        let treeShakingModes = 0;
        compilation.hooks.runtimeModule.tap('ShopUnreadShareData', (module) => {
          if (!SHARE_DATA_MODULES.includes(module.name) || !module.source) return;
          seen.add(module.name);
          const result = cutUnreadShareData(module.name, module.source.source.toString('utf8'));
          imports += result.imports;
          treeShakingModes += result.treeShakingModes;
          module.source.source = Buffer.from(result.text, 'utf8');
        });
        // Every app of the shop shares modules (shared.mjs), so a build without these modules or fields means rspack
        // renamed them: the cut would silently do nothing.
        compilation.hooks.processAssets.tap(
          { name: 'ShopUnreadShareData', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const missing = [
              ...SHARE_DATA_MODULES.filter((name) => !seen.has(name)).map((name) => `the runtime module ${name}`),
              ...(seen.size > 0 && imports === 0 ? ['any consumed module’s `import` field'] : []),
              ...(seen.size > 0 && treeShakingModes === 0 ? ['any `treeShakingMode: null` field'] : []),
            ];
            if (missing.length > 0)
              compilation.errors.push(
                new rspack.WebpackError(
                  `unreadShareDataPlugin (shared/federation/build/unread-share-data.mjs) found no ${missing.join(', no ')} in this build's runtime: rspack now names or words its share data differently, and the cut no longer applies; update the plugin to its code`,
                ),
              );
          },
        );
      });
    },
  };
}

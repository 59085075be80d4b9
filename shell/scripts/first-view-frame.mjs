// The shell's part of the first view (docs/storefront.md, "First view"): its build emits FIRST_VIEW_FRAME_FILE beside
// index.html, the header bar and main element drawn from the layout's own components (src/first-view/frame.ts) with
// the shell's compiled words, the way a remote's build emits its first-view.json
// (@shop/federation/build/first-view.ts). The API reads it from the shell it serves (SHELL_DIST).
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { FIRST_VIEW_FRAME_FILE } from '@shop/contracts/first-view.ts';
import { buildFirstViewFrame, firstViewInputs } from '@shop/federation/build/first-view.ts';

const SOURCE = 'src/first-view/frame.ts';
/** Files outside the module graph the frame is drawn from, so a watch build draws it again when one changes. */
const DRAWN_FROM = [
  'src/layouts/storefront-frame.ts',
  'src/layouts/storefront-layout.module.css',
  'src/components/brand-link.ts',
];

/**
 * @param {string} dir the shell's folder
 * @param {string} version the shell's version (for the API's logs)
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function firstViewFramePlugin(dir, version) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('ShopFirstViewFrame', (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: 'ShopFirstViewFrame', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          async () => {
            for (const input of [...firstViewInputs(dir, SOURCE), ...DRAWN_FROM.map((file) => join(dir, file))])
              compilation.fileDependencies.add(input);
            const frame = await buildFirstViewFrame(dir, SOURCE, version);
            compilation.emitAsset(
              FIRST_VIEW_FRAME_FILE,
              new rspack.sources.RawSource(`${JSON.stringify(frame, null, 2)}\n`),
            );
          },
        );
      });
    },
  };
}

// The cut of the share data's unread fields (build/unread-share-data.mjs) matches rspack's generated runtime code by
// its text: it must fail the build, not go quiet, when rspack words that code differently. The cut's output in a real
// build is checked by federation-runtime.test.ts (a remote's remoteEntry.js).
import { describe, expect, it } from 'vitest';
import { cutUnreadShareData } from '../build/unread-share-data.mjs';

/** The consumes' runtime module as rspack 2.3 writes it (before minification), for two consumed modules. */
const consumes = `__webpack_require__.consumesLoadingData = { chunkMapping: {"12":["34","56"]}, moduleIdToConsumeDataMapping: { "34": { shareScope: "default", shareKey: "react", import: "/work/shell/node_modules/react/index.js", requiredVersion: "19.3.1", strictVersion: false, singleton: true, eager: false, layer: undefined, fallback: () => () => __webpack_require__(78), treeShakingMode: null }, "56": { shareScope: "default", shareKey: "@mantine/core/base", import: null, requiredVersion: "9.6.1", strictVersion: false, singleton: true, eager: false, layer: undefined, fallback: undefined, treeShakingMode: null } }, initialConsumes: [] };`;

describe("the cut of the share data's unread fields", () => {
  it('takes out every consumed module’s request and `treeShakingMode: null`, and keeps what the runtime reads', () => {
    const { text, imports, treeShakingModes } = cutUnreadShareData('consumes_loading', consumes);
    expect(imports).toBe(2);
    expect(treeShakingModes).toBe(2);
    expect(text).not.toContain('import:');
    expect(text).not.toContain('treeShakingMode');
    expect(text).toContain('shareKey: "react", requiredVersion: "19.3.1"');
    expect(text).toContain('fallback: () => () => __webpack_require__(78) }');
  });

  it('fails, naming the module and the field, when rspack words a field another way', () => {
    for (const [field, changed] of [
      ['treeShakingMode', consumes.replaceAll('treeShakingMode: null', 'treeShakingMode: undefined')],
      ['import', consumes.replace('import: "/work', "import: '/work").replace('index.js",', "index.js',")],
      ['import', consumes.replaceAll('import: ', '"import" : ')],
    ] as const) {
      expect(() => cutUnreadShareData('consumes_loading', changed)).toThrow(
        new RegExp(`rspack's consumes_loading runtime module still has its \`${field}\` field after the cut`),
      );
    }
  });

  it('leaves code without share data as it is', () => {
    const code = '__webpack_require__.S = {}; var initPromises = {};';
    expect(cutUnreadShareData('sharing', code)).toEqual({ text: code, imports: 0, treeShakingModes: 0 });
  });
});

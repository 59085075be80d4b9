// Types of mantine-styles.mjs for TypeScript readers (its tests).
import type { RuleSetRule } from '@rspack/core';

export declare const MANTINE_STYLESHEET: RegExp;
export declare function mantineLayer(sheet: string): string;
export declare function mantineLayerOrder(appDir: string): string;
export declare function mantineStylesRules(): [RuleSetRule, RuleSetRule];

// Types of unread-share-data.mjs for TypeScript readers (its tests).
import type { RspackPluginInstance } from '@rspack/core';

export declare const SHARE_DATA_MODULES: readonly string[];
export declare function cutUnreadShareData(
  name: string,
  text: string,
): { text: string; imports: number; treeShakingModes: number };
export declare function unreadShareDataPlugin(): RspackPluginInstance;
